struct item {
	int v;
	struct work_struct work;
};

static void item_fn(struct work_struct *work)
{
	struct item *it = container_of(work, struct item, work);

	it->v = 0;
}

static struct item the_item = {
	.v = 1,
	.work = __WORK_INITIALIZER(the_item.work, item_fn),
};

static void item_init(struct item *it, struct work_struct *w)
{
	INIT_WORK(w, item_fn);
}
