/* Plain items stay plain, even next to a delayed item of the same name. */
struct a {
	struct work_struct work;
	struct work_struct work2;
};

struct b {
	struct work_struct work;
};

static DECLARE_WORK(plain, plain_fn, NULL);
static struct work_struct plain2;

static void f(struct a *a, struct b *b)
{
	INIT_WORK(&a->work, fn, a);
	INIT_WORK(&b->work, fn, b);
	queue_work(wq, &a->work);
	schedule_work(&b->work);
	schedule_work(&plain);
	flush_work(&plain2);
	cancel_work_sync(&a->work2);
}

/* c.work is delayed (converted); that does not make a.work or b.work so. */
struct c {
	struct work_struct work;
};

static void g(struct c *c)
{
	schedule_delayed_work(&c->work, 1);
}
