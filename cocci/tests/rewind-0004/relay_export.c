/* A wrapper that a module may call (net/sched cls_api.c tcf_queue_work():
 * EXPORT_SYMBOL) is still a wrapper: its callers call it, no ops table
 * holds its address.  A macro that names it as a value (an alias) does
 * take its address: that wrapper is no wrapper. */
struct port {
	struct work_struct task;
};

void port_queue_task(struct port *p, work_func_t fn)
{
	INIT_WORK(&p->task, fn);
	schedule_work(&p->task);
}
EXPORT_SYMBOL_GPL(port_queue_task);

static void port_task(struct work_struct *work)
{
	struct port *p = container_of(work, struct port, task);

	p->task.func = NULL;
}

void port_start(struct port *p)
{
	port_queue_task(p, port_task);
}

struct tick {
	struct work_struct w;
};

void tick_queue(struct tick *t, work_func_t fn)
{
	INIT_WORK(&t->w, fn);
}
EXPORT_SYMBOL(tick_queue);
#define tick_queue_alias tick_queue
