/* net/sched cls_api.c tcf_queue_work(): a wrapper whose item, an rcu_work,
 * is a parameter of its own: the callers know the data (the filter), so
 * the wrapper takes it after the handler, as for INIT_WORK. */
bool tcf_queue_work(struct rcu_work *rwork, work_func_t func)
{
	INIT_RCU_WORK(rwork, func);
	return queue_rcu_work(tc_filter_wq, rwork);
}
EXPORT_SYMBOL(tcf_queue_work);

static void fl_destroy_filter_work(struct work_struct *work)
{
	struct cls_fl_filter *f = container_of(to_rcu_work(work),
					struct cls_fl_filter, rwork);

	kfree(f);
}

static void fl_put(struct cls_fl_filter *f)
{
	tcf_queue_work(&f->rwork, fl_destroy_filter_work);
}
