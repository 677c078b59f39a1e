/* Handlers whose items are initialised in other files
 * (cross.handlers.json). */
struct port {
	struct work_struct task;
};

void port_task(void *data)
{
	struct port *p = data;

	p->task.func = NULL;
}

void port_tick(void *data);
