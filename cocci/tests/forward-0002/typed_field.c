/*
 * A field given to an initialiser, its struct known (wilc1000 hif.c):
 * that struct's field is a handler, not every field of that name (xen
 * grant_table.h's gnttab_free_callback.fn is a callback of its own).
 */
struct host_if_msg {
	void (*fn)(void *);
	struct work_struct work;
};

struct gnttab_free_callback {
	struct gnttab_free_callback *next;
	void (*fn)(void *);
	void *arg;
};

static int wilc_enqueue_work(struct host_if_msg *msg)
{
	INIT_WORK(&msg->work, msg->fn, msg);
	return 0;
}
