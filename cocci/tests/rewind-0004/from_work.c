struct foo {
	int a;
	struct work_struct bh_work;
};

struct bar {
	int b;
	struct delayed_work dwork;
};

/* 6.12: from_work(var, work, field) is container_of() spelt like
 * from_timer() and from_tasklet(). */
static void foo_bh_work(struct work_struct *t)
{
	struct foo *f = from_work(f, t, bh_work);

	f->a++;
}

static void bar_fn(struct work_struct *work)
{
	struct bar *b = from_work(b, work, dwork.work);

	b->b++;
}

static void foo_init(struct foo *f, struct bar *b)
{
	INIT_WORK(&f->bh_work, foo_bh_work);
	INIT_DELAYED_WORK(&b->dwork, bar_fn);
}
