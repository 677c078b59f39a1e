// SPDX-License-Identifier: GPL-2.0
/* drivers/ata/libata-core.c of 2.6.19, cut down: ata_port_queue_task()
 * prepares the port's one port_task with whatever handler and data its
 * callers give it, so the data must become a member of the port. */
#include <linux/libata.h>

extern struct workqueue_struct *ata_wq;

void ata_port_queue_task(struct ata_port *ap, void (*fn)(void *), void *data,
			 unsigned long delay)
{
	int rc;

	if (ap->pflags & ATA_PFLAG_FLUSH_PORT_TASK)
		return;

	PREPARE_WORK(&ap->port_task, fn, data);

	if (!delay)
		rc = queue_work(ata_wq, &ap->port_task);
	else
		rc = queue_delayed_work(ata_wq, &ap->port_task, delay);

	/* rc == 0 means that another user is using port task */
	WARN_ON(rc == 0);
}

static void ata_pio_task(void *_data)
{
	struct ata_queued_cmd *qc = _data;
	struct ata_port *ap = qc->ap;
	u8 status;

	status = ata_busy_wait(ap, ATA_BUSY, 5);
	if (status & ATA_BUSY)
		ata_port_queue_task(ap, ata_pio_task, qc, ATA_SHORT_PAUSE);
}

void ata_qc_issue_prot(struct ata_queued_cmd *qc)
{
	ata_port_queue_task(qc->ap, ata_pio_task, qc, 0);
}

void ata_port_init(struct ata_port *ap)
{
	INIT_WORK(&ap->port_task, NULL, NULL);
	INIT_WORK(&ap->hotplug_task, ata_scsi_hotplug, ap);
	INIT_WORK(&ap->scsi_rescan_task, ata_scsi_dev_rescan, ap);
}
