/* A wrapper whose address is taken (host1x intr_hw.c: an ops table) is
 * called where no script can follow: it is no wrapper, and its
 * initialiser is reported, not half converted.  A comment that names it
 * is no use of it. */
struct host1x_syncpt_intr {
	struct work_struct work;
};

/* _host1x_intr_init_host_sync: set up the interrupts */
static int
_host1x_intr_init_host_sync(struct host1x *host, u32 cpm,
			    void (*syncpt_thresh_work)(struct work_struct *))
{
	unsigned int i;

	for (i = 0; i < host->info->nb_pts; i++)
		INIT_WORK(&host->syncpt[i].intr.work, syncpt_thresh_work);
	return 0;
}

static const struct host1x_intr_ops host1x_intr_ops = {
	.init_host_sync = _host1x_intr_init_host_sync,
};
