struct bar {
	int n;
	struct delayed_work dw;
};

static void bar_fn(struct work_struct *work)
{
	struct bar *b = container_of(work, struct bar, dw.work);

	if (b->n--)
		schedule_delayed_work(&b->dw, HZ);
}

static void bar_start(struct bar *b)
{
	INIT_DELAYED_WORK(&b->dw, bar_fn);
	schedule_delayed_work(&b->dw, HZ);
}
