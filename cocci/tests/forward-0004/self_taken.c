/* A handler whose initialisers give it its container but that takes its
 * work item from data (legacy netfs objects.c as an older rewind wrote
 * it: one of the two is wrong) is reported and left, with its
 * initialiser, not given container_of(w, struct work_struct, work). */
struct netfs_io_request {
	struct work_struct work;
};

static void netfs_free_request(void *data)
{
	struct work_struct *work = data;
	struct netfs_io_request *rreq =
		container_of(work, struct netfs_io_request, work);

	kfree(rreq);
}

static void netfs_alloc_request(struct netfs_io_request *rreq)
{
	INIT_WORK(&rreq->work, netfs_free_request, rreq);
}
