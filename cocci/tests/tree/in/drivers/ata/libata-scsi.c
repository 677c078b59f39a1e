// SPDX-License-Identifier: GPL-2.0
/* drivers/ata/libata-scsi.c of 2.6.19, cut down: handlers of items that
 * libata-core.c initialises. */
#include <linux/libata.h>

void ata_scsi_hotplug(void *data)
{
	struct ata_port *ap = data;

	ata_scsi_handle_link_detach(ap);
}

void ata_scsi_dev_rescan(void *data)
{
	struct ata_port *ap = data;

	ata_scsi_rescan(ap);
}
