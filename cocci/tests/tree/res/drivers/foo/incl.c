// SPDX-License-Identifier: GPL-2.0
/* atl1.c: #includes the .c file that defines its handler (atlx.c), and
 * binds that static handler to its data here. */
#include <linux/foo.h>

struct foo_incl {
	int n;
	struct work_struct task;
};

#include "incl_task.c"

void foo_incl_init(struct foo_incl *a)
{
	INIT_WORK(&a->task, foo_incl_task);
}
