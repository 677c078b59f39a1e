/* The legacy forms cocci/rewind/0004 writes, and 2.6.18 code had. */
struct foo {
	int a;
	struct work_struct w;
	struct delayed_work dw;
};

static void foo_fn(void *data)
{
	struct foo *f = data;

	f->a++;
}

static void foo_delayed(void *_foo)
{
	struct foo *f = (struct foo *)_foo;

	schedule_delayed_work(&f->dw, HZ);
}

static void requeue(void *data)
{
	struct work_struct *work = data;

	schedule_work(work);
}

static void tick(void *data);
static void tick(void *data)
{
	pr_info("tick\n");
}

static DECLARE_WORK(requeue_work, requeue, &requeue_work);
static DECLARE_WORK(tick_work, tick, NULL);

static void foo_init(struct foo *f)
{
	INIT_WORK(&f->w, foo_fn, f);
	INIT_DELAYED_WORK(&f->dw, foo_delayed, f);
	if (!f->a)
		foo_fn(f);
}
