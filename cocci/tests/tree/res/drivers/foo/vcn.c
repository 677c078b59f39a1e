// SPDX-License-Identifier: GPL-2.0
/* amdgpu vcn_v1_0.c: a static handler set by hand on an item that another
 * file initialises (bar.c); no initialiser here, yet the handler must be
 * converted (it was left in the legacy form, unreported). */
#include <linux/foo.h>

static void foo_vcn_idle(struct work_struct *work)
{
	struct foo *f = container_of(work, struct foo, tmo.work);

	f->reaped = 2;
}

void foo_vcn_setup(struct foo *f)
{
	cancel_delayed_work_sync(&f->tmo);
	f->tmo.work.func = foo_vcn_idle;
}
