/* A local that keeps an item's handler (i915 selftest_rps.c, as the rewind
 * writes it) is a work_func_t.  One that keeps the func of another struct
 * (a callback taking a void *, cb.func) stays. */
static int live_rps_control(struct intel_rps *rps, struct foo *foo)
{
	void (*saved_work)(void *);
	void (*saved_cb)(void *);

	saved_work = rps->work.func;
	rps->work.func = dummy_rps_work;
	saved_cb = foo->cb.func;
	rps->work.func = saved_work;
	foo->cb.func = saved_cb;
	return 0;
}
