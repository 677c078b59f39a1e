/* A handler set by hand on an item initialised elsewhere (amdgpu
 * vcn_v1_0.c, i915 selftest_rps.c, netfs io.c) is given the container of
 * the item, as its initialiser gave it: it finds it with container_of().
 * Only items typed as work_struct (wk) or named *work count: a callback
 * of another struct that takes a void * stays (write.func, cb->func,
 * ops.func).  A handler also called in place with its container (netfs
 * objects.c netfs_free_request(rreq)) is passed the item there. */
struct netfs_io_request {
	struct work_struct wk;
	struct netfs_write write;
};

static void vcn_v1_0_idle_work_handler(void *data)
{
	struct amdgpu_device *adev = data;

	amdgpu_idle(adev);
}

static void netfs_free_request(void *data)
{
	struct netfs_io_request *rreq =
		data;

	kfree(rreq);
}

static void netfs_put_request(struct netfs_io_request *rreq, bool was_async)
{
	if (was_async) {
		rreq->wk.func = netfs_free_request;
		queue_work(system_unbound_wq, &rreq->wk);
	} else {
		netfs_free_request(rreq);
	}
}

static void dummy_rps_work(void *wrk)
{
}

static void rreq_write_to_cache(void *data)
{
	struct netfs_io_request *rreq = data;

	netfs_write(rreq);
}

static void cb_done(void *data)
{
	struct foo *foo = data;

	foo_done(foo);
}

static int vcn_v1_0_sw_init(struct amdgpu_device *adev, struct intel_rps *rps,
			    struct netfs_io_request *rreq, struct foo *foo)
{
	adev->vcn.idle_work.work.func = vcn_v1_0_idle_work_handler;
	rps->work.func = dummy_rps_work;
	rreq->wk.func = rreq_write_to_cache;
	rreq->write.func = cb_done;
	foo->cb->func = cb_done;
	foo->ops.func = cb_done;
	return 0;
}
