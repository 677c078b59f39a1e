/* vmstat: a delayed per-CPU item reached through this_cpu_ptr(&g) keeps
 * the pointer; its members and work_struct uses go through ->work. */
static DEFINE_PER_CPU(struct work_struct, vmstat_work);

static void quiet_vmstat(void)
{
	if (!test_bit(0, &this_cpu_ptr(&vmstat_work)->pending))
		return;
	cancel_work_sync(this_cpu_ptr(&vmstat_work));
	cancel_work_sync(per_cpu_ptr(&vmstat_work, 1));
	schedule_delayed_work(this_cpu_ptr(&vmstat_work), 1);
	queue_delayed_work_on(1, system_wq, per_cpu_ptr(&vmstat_work, 1), 2);
}
