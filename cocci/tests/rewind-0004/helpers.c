struct host {
	int busy;
	struct execute_work ew;
	struct delayed_work poll;
};

static void host_release(struct work_struct *work)
{
	struct host *h = container_of(work, struct host, ew.work);

	h->busy = 0;
}

static void drain_one(struct work_struct *dummy)
{
	drain_local();
}

static void rekey(struct work_struct *work)
{
	schedule_delayed_work(to_delayed_work(work), HZ);
}

static DECLARE_DELAYED_WORK(rekey_work, rekey);

static struct host the_host = {
	.poll = __DELAYED_WORK_INITIALIZER(the_host.poll, rekey, 0),
};

static int host_put(struct host *h)
{
	schedule_on_each_cpu(drain_one);
	return execute_in_process_context(host_release, &h->ew);
}
