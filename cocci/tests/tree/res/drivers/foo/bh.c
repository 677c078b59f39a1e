// SPDX-License-Identifier: GPL-2.0
/* floppy.c of 2.6.19: a handler of another prototype, cast where the
 * item is prepared (0002 spells the cast work_func_t; 0004 drops the
 * NULL data). */
#include <linux/workqueue.h>

static DECLARE_WORK(foo_bh_work, NULL);

void foo_schedule_bh(void (*handler)(void))
{
	PREPARE_WORK(&foo_bh_work, (work_func_t)handler);
	schedule_work(&foo_bh_work);
}
