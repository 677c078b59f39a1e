/* drivers/ata/libata-core.c and include/linux/libata.h of 2006, as 0004
 * sees them: ata_port_queue_task() prepares the port's one delayed item
 * with whatever handler and data its callers pass, so the data moves to a
 * new member port_task_data of the port (the seed's own change).  The
 * handler's ap is computed from qc, so the container gets a new name. */
struct ata_queued_cmd;

struct ata_port {
	struct ata_host		*host;
	unsigned int		pflags;

	struct delayed_work	port_task;
	struct delayed_work	hotplug_task;
	struct work_struct	scsi_rescan_task;
};

struct ata_queued_cmd {
	struct ata_port		*ap;
	unsigned int		tag;
};

void ata_scsi_hotplug(void *data);

void ata_port_queue_task(struct ata_port *ap, void (*fn)(void *), void *data,
			 unsigned long delay)
{
	int rc;

	if (ap->pflags & ATA_PFLAG_FLUSH_PORT_TASK)
		return;

	PREPARE_DELAYED_WORK(&ap->port_task, fn, data);

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

static void ata_qc_issue_prot(struct ata_queued_cmd *qc)
{
	struct ata_port *ap = qc->ap;

	ata_port_queue_task(ap, ata_pio_task, qc, 0);
}

void ata_scsi_hotplug(void *data)
{
	struct ata_port *ap = data;

	ata_scsi_handle_link_detach(ap);
}

static void ata_scsi_dev_rescan(void *data)
{
	struct ata_port *ap = data;

	ata_scsi_rescan(ap);
}

void ata_port_init(struct ata_port *ap)
{
	INIT_DELAYED_WORK(&ap->port_task, NULL, NULL);
	INIT_DELAYED_WORK(&ap->hotplug_task, ata_scsi_hotplug, ap);
	INIT_WORK(&ap->scsi_rescan_task, ata_scsi_dev_rescan, ap);
}
