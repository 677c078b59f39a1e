/* .work of things that are not delayed work items stays. */
struct bufhead {
	struct work_struct work;
};

struct tty {
	struct bufhead buf;
	struct execute_work ew;
	struct rcu_work rw;
};

static void tty_init(struct tty *t)
{
	queue_work(system_wq, &t->buf.work);
	flush_work(&t->ew.work);
	flush_work(&t->rw.work);
}
