/* panfrost_job.c: reset is a work item in some struct of the tree, but
 * here it is a struct with an atomic_t pending: its address is taken,
 * which no legacy read of a pending word does.  Nothing changes. */
static void panfrost_reset(struct panfrost_device *pfdev)
{
	if (!atomic_read(&pfdev->reset.pending))
		atomic_set(&pfdev->reset.pending, 1);
}
