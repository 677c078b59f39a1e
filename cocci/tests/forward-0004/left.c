/* What is left for a human: one handler with two kinds of data, and a
 * callback that is no work handler at all.  Data that is not the
 * container (a global) is not left: it moves to a new member of the
 * container, as libata port_task_data did. */
struct bar {
	struct work_struct w;
	struct work_struct w2;
};

static struct bar *the_bar;

static void bar_fn(void *data)
{
	struct bar *b = data;

	b->w2.func = NULL;
}

static void shared(void *data)
{
	pr_info("%p\n", data);
}

static int not_a_handler(void *data)
{
	return data != NULL;
}

static void bar_init(struct bar *b, void *cookie)
{
	INIT_WORK(&b->w, bar_fn, the_bar);
	INIT_WORK(&b->w2, shared, b);
	INIT_WORK(&the_bar->w2, shared, NULL);
	call_me(not_a_handler, b);
}
