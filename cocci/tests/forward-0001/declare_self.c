/* A DECLARE_WORK of a delayed item that passes itself as data (the
 * legacy wq_smoke), and a local of the same name, which is another item. */
static void dfn(void *data);
static DECLARE_WORK(dwork, dfn, &dwork);

static void kick(void)
{
	queue_delayed_work(wq, &dwork, 1);
}

static void other(void)
{
	struct work_struct dwork;

	INIT_WORK_ONSTACK(&dwork, dfn, NULL);
	schedule_work(&dwork);
}
