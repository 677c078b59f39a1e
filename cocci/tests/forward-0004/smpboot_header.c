/* smpboot with its struct in a header: the item cannot move into a struct
 * this file does not define, so nothing changes (reported). */
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
