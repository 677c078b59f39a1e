/* intel.c split_lock_warn: a delayed local pointer that starts NULL and is
 * tested and compared stays a pointer in those places. */
static DEFINE_PER_CPU(struct work_struct, sl_reenable);
static struct work_struct other;

static void reenable(void *data)
{
}

static void warn(int cpu)
{
	struct work_struct *work = NULL;

	if (!work) {
		work = this_cpu_ptr(&sl_reenable);
		if (!work->func)
			INIT_WORK(work, reenable, NULL);
	}
	if (work == &per_cpu(sl_reenable, 0) || !cpu)
		return;
	if (work && cpu)
		schedule_delayed_work_on(cpu, work, 2);
	if (work)
		cancel_work_sync(work);
	schedule_delayed_work(&other, 1);
}
