/* 2006 drivers/acpi/osl.c: the work item is allocated behind its
 * container and found as (dpc + 1); it becomes a member of the container. */
struct acpi_os_dpc {
	acpi_osd_exec_callback function;
	void *context;
};

static void acpi_os_execute_deferred(void *context)
{
	struct acpi_os_dpc *dpc = NULL;


	dpc = (struct acpi_os_dpc *)context;
	if (!dpc) {
		printk(KERN_ERR PREFIX "Invalid (NULL) context\n");
		return;
	}

	dpc->function(dpc->context);

	kfree(dpc);

	return;
}

acpi_status acpi_os_execute(acpi_execute_type type,
			    acpi_osd_exec_callback function, void *context)
{
	acpi_status status = AE_OK;
	struct acpi_os_dpc *dpc;
	struct work_struct *task;

	ACPI_FUNCTION_TRACE("os_queue_for_execution");

	if (!function)
		return_ACPI_STATUS(AE_BAD_PARAMETER);

	dpc =
	    kmalloc(sizeof(struct acpi_os_dpc) + sizeof(struct work_struct),
		    GFP_ATOMIC);
	if (!dpc)
		return_ACPI_STATUS(AE_NO_MEMORY);

	dpc->function = function;
	dpc->context = context;

	task = (void *)(dpc + 1);
	INIT_WORK(task, acpi_os_execute_deferred, (void *)dpc);

	if (!queue_work(kacpid_wq, task)) {
		ACPI_DEBUG_PRINT((ACPI_DB_ERROR,
				  "Call to queue_work() failed.\n"));
		kfree(dpc);
		status = AE_ERROR;
	}

	return_ACPI_STATUS(status);
}

/* The same idiom with sizeof(*ev) and kzalloc. */
struct event {
	int id;
};

static void event_fn(void *data)
{
	struct event *ev = data;

	kfree(ev);
}

int event_queue(int id)
{
	struct event *ev;
	struct work_struct *w;

	ev = kzalloc(sizeof(*ev) + sizeof(struct work_struct), GFP_KERNEL);
	if (!ev)
		return -ENOMEM;
	ev->id = id;
	w = (void *)(ev + 1);
	INIT_WORK(w, event_fn, ev);
	schedule_work(w);
	return 0;
}

/* Negative: the struct has a member named work already. */
struct busy {
	int work;
};

static void busy_fn(void *data)
{
	struct busy *b = data;

	kfree(b);
}

int busy_queue(void)
{
	struct busy *b;
	struct work_struct *w;

	b = kmalloc(sizeof(*b) + sizeof(struct work_struct), GFP_KERNEL);
	w = (void *)(b + 1);
	INIT_WORK(w, busy_fn, b);
	schedule_work(w);
	return 0;
}

/* Negative: the handler uses its data again, so it is left and the item
 * stays where it is. */
struct again {
	int id;
};

static void again_fn(void *data)
{
	struct again *a = data;

	pr_info("%p %d\n", data, a->id);
}

int again_queue(void)
{
	struct again *a;
	struct work_struct *w;

	a = kmalloc(sizeof(*a) + sizeof(struct work_struct), GFP_KERNEL);
	w = (void *)(a + 1);
	INIT_WORK(w, again_fn, a);
	schedule_work(w);
	return 0;
}

/* Negative: struct remote is not defined in this file, so no member can be
 * added here. */
static void remote_fn(void *data)
{
	struct remote *r = data;

	kfree(r);
}

int remote_queue(void)
{
	struct remote *r;
	struct work_struct *w;

	r = kmalloc(sizeof(*r) + sizeof(struct work_struct), GFP_KERNEL);
	w = (void *)(r + 1);
	INIT_WORK(w, remote_fn, r);
	schedule_work(w);
	return 0;
}
