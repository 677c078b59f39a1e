/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_FOO_FW_H
#define _LINUX_FOO_FW_H

#include <linux/workqueue.h>

/* firewire.h: the handler that the item's own handler runs, called with
 * the item only in fw.c (core-device.c) */
struct foo_fw {
	int gen;
	work_func_t workfn;
	struct work_struct work;
};

#endif
