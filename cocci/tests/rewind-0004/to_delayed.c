struct baz {
	struct delayed_work poll;
};

static void baz_poll(struct work_struct *work)
{
	struct baz *z = container_of(to_delayed_work(work), struct baz, poll);

	schedule_delayed_work(&z->poll, 1);
}

static void baz_init(struct baz *z)
{
	INIT_DEFERRABLE_WORK(&z->poll, baz_poll);
}
