/* slab.c's cache_reap() after step 0001: its own item, which it queues
 * again, is a struct delayed_work now (struct delayed_work *w = data;):
 * the parameter is the work_struct, and w its to_delayed_work().  The
 * initialiser gives the item, once written (reap_work) by the rewind of
 * an older toolkit: the same. */
static DEFINE_PER_CPU(struct delayed_work, slab_reap_work);

static void cache_reap(void *data);

static void start_cpu_timer(int cpu)
{
	struct delayed_work *reap_work = &per_cpu(slab_reap_work, cpu);

	if (reap_work->work.func == NULL) {
		INIT_DEFERRABLE_WORK(reap_work, cache_reap, reap_work);
		schedule_delayed_work_on(cpu, reap_work, HZ + 3 * cpu);
	}
}

static void start_other_timer(struct delayed_work *other_work)
{
	INIT_DEFERRABLE_WORK(other_work, cache_reap, (other_work));
}

static void cache_reap(void *data)
{
	struct delayed_work *w = data;

	schedule_delayed_work_on(smp_processor_id(), w, HZ);
}
