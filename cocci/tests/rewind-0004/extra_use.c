struct qux {
	int left;
	struct work_struct w;
};

static void qux_fn(struct work_struct *work)
{
	struct qux *q = container_of(work, struct qux, w);

	if (--q->left)
		queue_work(system_long_wq, work);
}

static void qux_init(struct qux *q)
{
	INIT_WORK(&q->w, qux_fn);
}
