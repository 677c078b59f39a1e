// SPDX-License-Identifier: GPL-2.0
#include <linux/foo.h>

static void foo_reap(void *data)
{
	struct foo *f = data;

	f->reaped++;
}

static void foo_irq(void *data)
{
	struct foo *f = (struct foo *)data;

	f->id--;
}

void foo_timeout(void *data)
{
	struct foo *f = data;

	f->id = 0;
}

void foo_init(struct foo *f)
{
	INIT_WORK(&f->reap, foo_reap, f);
	INIT_WORK(&f->irq_work, foo_irq, f);
}
