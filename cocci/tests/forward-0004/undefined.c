/* Handlers the collect passes saw defined nowhere as void fn(void *)
 * (undefined.handlers.json lists those they saw: "defined").  Seed
 * ipc/util.c: vfree is a library function; the seed wrote a wrapper,
 * ipc_do_vfree(), so the initialiser is reported and left, and so are
 * the direct calls of vfree.  A handler of another file that is defined
 * (remote_task) and one defined here (local_task, anon_task, not in the
 * list) are converted, and so is an item without a handler (NULL),
 * which local_task's p->task.func = NULL must not make a handler of
 * another kind. */
struct ipc_rcu_sched {
	struct work_struct work;
	char data[0];
};

struct port {
	struct work_struct task;
	struct work_struct tick;
};

static void local_task(void *data)
{
	struct port *p = data;

	p->task.func = NULL;
}

static void anon_task(void *__unused)
{
}

static DECLARE_WORK(anon_work, anon_task, NULL);
static DECLARE_WORK(free_work, vfree, NULL);
static DECLARE_WORK(null_work, NULL, NULL);

static void ipc_schedule_free(struct ipc_rcu_sched *sched)
{
	INIT_WORK(&sched->work, vfree, sched);
	schedule_work(&sched->work);
}

static void port_init(struct port *p)
{
	INIT_WORK(&p->task, local_task, p);
	INIT_WORK(&p->tick, remote_task, p);
}

static void port_free(struct port *p)
{
	remote_task(p);
	vfree(p);
}
