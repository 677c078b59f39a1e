/* to_delayed_work() spelt out as container_of(work, struct delayed_work,
 * work) (lm90.c, prestera_counter.c, xillybus_core.c): the container is
 * the delayed item itself, which becomes the data, as the item is for a
 * handler that uses it (foo_fn). */
struct foo {
	struct delayed_work dwork;
};

static void foo_fn(struct work_struct *work)
{
	struct delayed_work *dw = to_delayed_work(work);
	struct foo *foo = container_of(dw, struct foo, dwork);

	kfree(foo);
}

static void bar_fn(struct work_struct *work)
{
	struct delayed_work *dw = container_of(work, struct delayed_work, work);
	struct foo *foo = container_of(dw, struct foo, dwork);

	kfree(foo);
}

void init(struct foo *foo)
{
	INIT_DELAYED_WORK(&foo->dwork, foo_fn);
	INIT_DELAYED_WORK(&foo->dwork, bar_fn);
}
