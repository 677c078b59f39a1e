/* Already converted, the struct in a header and the item known delayed
 * from another file (the table): a second run changes nothing. */
#include <linux/foo.h>

static void foo_reap(struct work_struct *work)
{
	struct foo *f = container_of(work, struct foo, reap.work);

	f->reaped++;
}

void foo_init(struct foo *f)
{
	INIT_DELAYED_WORK(&f->reap, foo_reap);
	INIT_WORK(&f->irq_work, foo_irq);
}

void foo_again(struct foo *f)
{
	PREPARE_DELAYED_WORK(&f->reap, foo_reap);
	schedule_delayed_work(&f->reap, HZ);
	cancel_delayed_work_sync(&f->reap);
	flush_work(&f->reap.work);
}
