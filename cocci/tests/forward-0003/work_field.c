/* A delayed item's .work is a work_struct, and "work" is a work field of
 * the table (struct foo.work): the delayed reading wins (dd.c, vmstat.c),
 * while foo's own work field stays work_pending(). */
static DECLARE_DELAYED_WORK(deferred_probe_timeout_work, deferred_probe_timeout_work_func, NULL);
static DECLARE_DELAYED_WORK(converted_work, converted_fn);
static DEFINE_PER_CPU(struct delayed_work, vmstat_work);

void deferred_probe_extend_timeout(struct foo *x)
{
	if (test_bit(0, &deferred_probe_timeout_work.work.pending) &&
	    mod_delayed_work(system_wq, &deferred_probe_timeout_work, 10))
		pr_debug("extended\n");
	if (!test_bit(0, &this_cpu_ptr(&vmstat_work)->work.pending))
		return;
	if (this_cpu_ptr(&vmstat_work)->work.pending)
		return;
	if (x->work.pending)
		return;
	if (converted_work.work.pending)
		return;
}
