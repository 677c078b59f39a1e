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

/* A static function of this file that has the name of a handler of
 * another file (the table's port_other): another function, unchanged. */
static void port_other(void *data)
{
	struct port *p = data;

	p->task.func = NULL;
}
