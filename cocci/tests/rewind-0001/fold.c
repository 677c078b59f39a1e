struct port {
	int n;
	struct delayed_work poll;
	struct delayed_work ev[2];
	struct work_struct reset;
};

static DECLARE_DELAYED_WORK(global_poll, global_fn, NULL);

static void port_fn(void *data)
{
	struct port *p = data;

	schedule_delayed_work(&p->poll, HZ);
}

static void port_init(struct port *p, struct delayed_work *dw)
{
	INIT_DELAYED_WORK(&p->poll, port_fn, p);
	INIT_DELAYED_WORK(&p->ev[0], port_fn, p);
	INIT_WORK(&p->reset, port_fn, p);
	queue_work(system_wq, &p->poll.work);
	queue_work(system_wq, &p->ev[1].work);
	queue_work(system_wq, &dw->work);
	queue_work(system_wq, &global_poll.work);
	if (p->poll.work.func == port_fn)
		cancel_delayed_work_sync(to_delayed_work(&p->reset));
	p = container_of(dw, struct port, poll.work);
}

static size_t port_size(void)
{
	return sizeof(struct delayed_work);
}
