/* smpboot: an on-stack DECLARE_WORK whose data is a local struct; the
 * item moves into that struct, initialised with __WORK_INITIALIZER. */
struct create_idle {
	struct task_struct *idle;
	struct completion done;
	int cpu;
};

void do_fork_idle(void *_c_idle)
{
	struct create_idle *c_idle = _c_idle;

	c_idle->idle = fork_idle(c_idle->cpu);
	complete(&c_idle->done);
}

static int do_boot_cpu(int cpu, int apicid)
{
	int timeout;
	struct create_idle c_idle = {
		.cpu = cpu,
		.done = COMPLETION_INITIALIZER_ONSTACK(c_idle.done),
	};
	DECLARE_WORK(work, do_fork_idle, &c_idle);

	if (!keventd_up() || current_is_keventd())
		work.func(work.data);
	else {
		schedule_work(&work);
		wait_for_completion(&c_idle.done);
	}
	return 0;
}
