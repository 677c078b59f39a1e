/* Not work handlers: nothing here may change. */
static void kw_fn(struct kthread_work *work)
{
	struct foo *f = container_of(work, struct foo, kw);

	f->x = 1;
}

static void helper(struct work_struct *work)
{
	struct foo *f = container_of(work, struct foo, w);

	f->x = 2;
}

static void init(struct foo *f)
{
	kthread_init_work(&f->kw, kw_fn);
	helper(&f->w);
}
