/* vmstat: the pending bit of a delayed per-CPU item read through its
 * pointer; an item that is not delayed keeps its ->work.pending read. */
static DEFINE_PER_CPU(struct delayed_work, vmstat_work);
static DEFINE_PER_CPU(struct foo, other);

static void quiet_vmstat(void)
{
	if (!test_bit(0, &this_cpu_ptr(&vmstat_work)->work.pending))
		return;
	if (test_bit(0, &per_cpu(vmstat_work, 1).work.pending))
		return;
	if (test_bit(0, &this_cpu_ptr(&other)->work.pending))
		return;
}
