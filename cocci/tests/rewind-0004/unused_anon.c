/* A handler whose parameter has no name (mce/core.c: __unused is an
 * attribute) does not use its data: NULL. */
static void mce_gen_pool_process(struct work_struct *__unused)
{
	struct llist_node *head;

	head = llist_del_all(&mce_event_llist);
}

static DECLARE_WORK(mce_work, mce_gen_pool_process);

static void mce_schedule_work(void)
{
	INIT_WORK(&mce_work, mce_gen_pool_process);
}
