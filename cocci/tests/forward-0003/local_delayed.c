/* A local 0001 made a struct delayed_work * without adding the .work step
 * to its pending read (cgroup-v1.c cgroup_pidlist_destroy_work_fn): the
 * read is delayed_work_pending() of it.  A write stays, and is reported. */
static void cgroup_pidlist_destroy_work_fn(struct work_struct *work)
{
	struct delayed_work *dwork = to_delayed_work(work);
	struct delayed_work copy;

	if (!test_bit(0, &dwork->pending))
		kfree(dwork);
	if (copy.pending)
		kfree(dwork);
	dwork->pending = 0;
}
