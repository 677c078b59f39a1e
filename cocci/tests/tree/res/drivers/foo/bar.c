// SPDX-License-Identifier: GPL-2.0
#include <linux/foo.h>

void foo_start(struct foo *f)
{
	schedule_delayed_work(&f->reap, HZ);
	if (!work_pending(&f->irq_work))
		schedule_work(&f->irq_work);
}

void foo_stop(struct foo *f)
{
	cancel_delayed_work(&f->reap);
	flush_scheduled_work();
}
