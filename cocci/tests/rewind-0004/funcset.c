/* A handler set by hand on an item initialised elsewhere (amdgpu
 * vcn_v1_0.c, i915 selftest_rps.c, netfs io.c) is a handler: it takes
 * void *data like the others, its data being the container, as for the
 * initialiser of the item.  The func of other structs (io_uring's
 * callback_head) is not a work handler's, and its function stays.  A
 * handler set by hand and also called in place with its item (netfs
 * objects.c netfs_free_request()) takes the container all the same, and
 * the call passes it. */
static void vcn_v1_0_idle_work_handler(struct work_struct *work)
{
	struct amdgpu_device *adev =
		container_of(work, struct amdgpu_device, vcn.idle_work);

	amdgpu_idle(adev);
}

static void netfs_free_request(struct work_struct *work)
{
	struct netfs_io_request *rreq =
		container_of(work, struct netfs_io_request, work);

	kfree(rreq);
}

static void netfs_put_request(struct netfs_io_request *rreq, bool was_async)
{
	if (was_async) {
		rreq->work.func = netfs_free_request;
		queue_work(system_unbound_wq, &rreq->work);
	} else {
		netfs_free_request(&rreq->work);
	}
}

static void dummy_rps_work(struct work_struct *wrk)
{
}

static void io_req_task_cancel(struct io_kiocb *req, bool *locked)
{
	io_req_complete(req);
}

static int vcn_v1_0_sw_init(struct amdgpu_device *adev, struct io_kiocb *req,
			    struct intel_rps *rps)
{
	adev->vcn.idle_work.func = vcn_v1_0_idle_work_handler;
	rps->work.func = dummy_rps_work;
	req->io_task_work.func = io_req_task_cancel;
	return 0;
}
