// SPDX-License-Identifier: GPL-2.0
#include <linux/foo.h>

static void foo_reap(struct work_struct *work)
{
	struct foo *f = container_of(work, struct foo, reap.work);

	f->reaped++;
}

static void foo_irq(struct work_struct *work)
{
	struct foo *f = container_of(work, struct foo, irq_work);

	f->id--;
}

void foo_timeout(struct work_struct *work)
{
	struct foo *f = container_of(work, struct foo, tmo.work);

	f->id = 0;
}

void foo_init(struct foo *f)
{
	INIT_DELAYED_WORK(&f->reap, foo_reap);
	INIT_WORK(&f->irq_work, foo_irq);
}
