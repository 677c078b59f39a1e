/* A local that keeps an item's handler while a test puts its own in (i915
 * selftest_rps.c) holds legacy handlers: void (*)(void *).  A function
 * pointer that is not an item's func (other) stays. */
static void dummy_rps_work(struct work_struct *wrk)
{
}

static int live_rps_control(struct intel_rps *rps, struct foo *foo)
{
	void (*saved_work)(struct work_struct *wrk);
	void (*other)(struct work_struct *wrk);

	saved_work = rps->work.func;
	rps->work.func = dummy_rps_work;
	other = foo->cb;
	rps->work.func = saved_work;
	return 0;
}
