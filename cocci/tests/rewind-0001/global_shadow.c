/* rapidio rio.c: a local called like a delayed global of another file
 * (the table: work) is not that global; its .work stays (legacy had
 * INIT_WORK(&work[n], ...) with work a struct rio_disc_work *).  A
 * parameter hides the global too; where nothing hides it, it is the
 * global. */
static int rio_init_mports(int n)
{
	struct rio_disc_work *work;

	work = kcalloc(n, sizeof *work, GFP_KERNEL);
	INIT_WORK(&work[n].work, disc_work_handler, &work[n]);
	queue_work(rio_wq, &work[n].work);
	return 0;
}

static void rio_kick(struct rio_disc_work *work, int n)
{
	queue_work(rio_wq, &work[n].work);
}

static void rio_kick_global(int n)
{
	queue_work(rio_wq, &work[n].work);
}
