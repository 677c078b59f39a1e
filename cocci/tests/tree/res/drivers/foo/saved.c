// SPDX-License-Identifier: GPL-2.0
/* i915 selftest_rps.c: the item's handler read and set by hand is this
 * file's only use of the work API, a candidate all the same. */
#include <linux/foo_fw.h>

static void foo_saved_dummy(struct work_struct *arg)
{
}

void foo_saved_swap(struct foo_fw *fw)
{
	work_func_t saved;

	saved = fw->work.func;
	fw->work.func = foo_saved_dummy;
	fw->work.func = saved;
}
