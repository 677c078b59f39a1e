/* The seed's handlers that ignore their argument keep its name: moom,
 * vt console_callback (with its prototype), slab cache_reap; the usual
 * "data" becomes "work". */
static void console_callback(void *ignored);
static DECLARE_WORK(console_work, console_callback, NULL);

static void moom_callback(void *ignored)
{
	out_of_memory();
}

static DECLARE_WORK(moom_work, moom_callback, NULL);

static void console_callback(void *ignored)
{
	acquire_console_sem();
}

static void cache_reap(void *unused);

static void start_cpu_timer(int cpu)
{
	struct work_struct *reap_work = &per_cpu(reap_work, cpu);

	INIT_WORK(reap_work, cache_reap, NULL);
}

static void cache_reap(void *unused)
{
	drain();
}

static void tick(void *data)
{
	pr_info("tick\n");
}

static DECLARE_WORK(tick_work, tick, NULL);
