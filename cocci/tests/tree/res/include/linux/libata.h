/* SPDX-License-Identifier: GPL-2.0 */
/* include/linux/libata.h of 2.6.19, cut down: the port's items, delayed
 * only by what libata-core.c and libata-eh.c do with them. */
#ifndef __LINUX_LIBATA_H__
#define __LINUX_LIBATA_H__

#include <linux/workqueue.h>

struct ata_port {
	struct ata_host		*host;
	unsigned int		pflags;

	void *port_task_data;
	struct delayed_work	port_task;
	struct delayed_work	hotplug_task;
	struct work_struct	scsi_rescan_task;
};

struct ata_queued_cmd {
	struct ata_port		*ap;
	unsigned int		tag;
};

extern void ata_port_queue_task(struct ata_port *ap, work_func_t fn,
				void *data, unsigned long delay);
extern void ata_scsi_hotplug(struct work_struct *work);
extern void ata_scsi_dev_rescan(struct work_struct *work);

#endif
