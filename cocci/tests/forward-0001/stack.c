/* An on-stack item that is delayed, and one that is not. */
static void wait_a_bit(void)
{
	struct work_struct w;
	struct work_struct now;

	INIT_WORK_ONSTACK(&w, fn, NULL);
	INIT_WORK_ONSTACK(&now, fn, NULL);
	schedule_delayed_work(&w, HZ);
	schedule_work(&now);
	if (test_bit(0, &w.pending))
		flush_work(&w);
	cancel_delayed_work_sync(&w);
	flush_work(&now);
	destroy_work_on_stack(&w);
	destroy_work_on_stack(&now);
}
