/* 6.12 random.c: a function declares its own static item and delays it.
 * Another function's item of the same name, never delayed, stays. */
static void crng_reseed(void *data)
{
	static DECLARE_WORK(next_reseed, crng_reseed, NULL);

	if (data)
		queue_delayed_work(system_unbound_wq, &next_reseed, 10);
}

static void other(void)
{
	static DECLARE_WORK(next_reseed, crng_reseed, NULL);

	queue_work(system_wq, &next_reseed);
}
