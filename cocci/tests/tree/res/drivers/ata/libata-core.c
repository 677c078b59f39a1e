// SPDX-License-Identifier: GPL-2.0
/* drivers/ata/libata-core.c of 2.6.19, cut down: ata_port_queue_task()
 * prepares the port's one port_task with whatever handler and data its
 * callers give it, so the data must become a member of the port. */
#include <linux/libata.h>

extern struct workqueue_struct *ata_wq;

void ata_port_queue_task(struct ata_port *ap, work_func_t fn, void *data,
			 unsigned long delay)
{
	int rc;

	if (ap->pflags & ATA_PFLAG_FLUSH_PORT_TASK)
		return;

	PREPARE_DELAYED_WORK(&ap->port_task, fn);
	ap->port_task_data = data;

	rc = queue_delayed_work(ata_wq, &ap->port_task, delay);

	/* rc == 0 means that another user is using port task */
	WARN_ON(rc == 0);
}

static void ata_pio_task(struct work_struct *work)
{
	struct ata_port *ata_port = container_of(work, struct ata_port,
						 port_task.work);
	struct ata_queued_cmd *qc = ata_port->port_task_data;
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
	INIT_DELAYED_WORK(&ap->port_task, NULL);
	INIT_DELAYED_WORK(&ap->hotplug_task, ata_scsi_hotplug);
	INIT_WORK(&ap->scsi_rescan_task, ata_scsi_dev_rescan);
}
