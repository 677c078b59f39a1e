/* A DECLARE_DELAYED_WORK item, as drivers/base/dd.c has after 0001. */
static void timeout_fn(void *data);
static DECLARE_DELAYED_WORK(timeout_work, timeout_fn, NULL);
static DECLARE_WORK(plain_work, timeout_fn, NULL);

static int expired(void)
{
	if (test_bit(0, &timeout_work.work.pending) &&
	    !test_bit(0, &plain_work.pending))
		return 1;
	/* Not a work item: stays. */
	return test_bit(0, &timeout_flags.pending);
}
