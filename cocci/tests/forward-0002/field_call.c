/*
 * A field called with a work item (firewire core-device.c: the wrapper
 * handler runs device->workfn(&device->work), fw_device_init and the
 * others assigned to it): a work handler, declared work_func_t.  The func
 * of a work item called so (bcache super.c) and a callback called with
 * something else stay.
 */
struct fw_device {
	void (*workfn)(void *);
	void (*notify)(void *);
	struct work_struct work;
};

struct journal {
	void (*func)(void *);
};

static void fw_device_workfn(void *data)
{
	struct fw_device *device = data;

	device->workfn(&device->work);
	device->notify(device);
}

static void cache_set_flush(struct cache_set *c)
{
	c->journal.work.func(&c->journal.work);
}

static void fw_device_init_work(struct fw_device *device)
{
	device->workfn = fw_device_init;
	INIT_WORK(&device->work, fw_device_workfn, device);
}
