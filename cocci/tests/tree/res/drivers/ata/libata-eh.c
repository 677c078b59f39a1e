// SPDX-License-Identifier: GPL-2.0
/* drivers/ata/libata-eh.c of 2.6.19, cut down: what makes hotplug_task
 * delayed, in a file that does not initialise it. */
#include <linux/libata.h>

extern struct workqueue_struct *ata_aux_wq;

void ata_eh_hotplug(struct ata_port *ap)
{
	queue_delayed_work(ata_aux_wq, &ap->hotplug_task, 0);
	queue_work(ata_aux_wq, &ap->scsi_rescan_task);
}
