/* A handler whose parameter has no name (mce/core.c: __unused is an
 * attribute, as the rewind writes it): the parameter takes the work item. */
static void mce_gen_pool_process(void *__unused)
{
	struct llist_node *head;

	head = llist_del_all(&mce_event_llist);
}

static DECLARE_WORK(mce_work, mce_gen_pool_process, NULL);

static void mce_schedule_work(void)
{
	INIT_WORK(&mce_work, mce_gen_pool_process, NULL);
}
