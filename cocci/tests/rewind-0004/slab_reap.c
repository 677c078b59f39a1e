/* slab.c's reap_work, a delayed item reached through a local pointer:
 * cache_reap() uses its item, which so becomes its data, written
 * &reap_work->work without parentheses (rewind 0001 then makes it
 * reap_work itself, and forward 0004 takes it for the item). */
static DEFINE_PER_CPU(struct delayed_work, slab_reap_work);

static void cache_reap(struct work_struct *w);

static void start_cpu_timer(int cpu)
{
	struct delayed_work *reap_work = &per_cpu(slab_reap_work, cpu);

	if (reap_work->work.func == NULL) {
		INIT_DEFERRABLE_WORK(reap_work, cache_reap);
		schedule_delayed_work_on(cpu, reap_work, HZ + 3 * cpu);
	}
}

static void cache_reap(struct work_struct *w)
{
	schedule_delayed_work_on(smp_processor_id(), to_delayed_work(w), HZ);
}
