// SPDX-License-Identifier: GPL-2.0
#include <linux/foo.h>

extern struct workqueue_struct *foo_wq;

void foo_start(struct foo *f)
{
	schedule_delayed_work(&f->reap, HZ);
	if (!work_pending(&f->irq_work))
		schedule_work(&f->irq_work);
}

void foo_arm(struct foo *f)
{
	INIT_DELAYED_WORK(&f->tmo, foo_timeout);
	queue_delayed_work(foo_wq, &f->tmo, 10 * HZ);
}

void foo_stop(struct foo *f)
{
	cancel_delayed_work(&f->reap);
	flush_scheduled_work();
}
