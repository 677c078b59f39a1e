/* Several delayed items in one struct, aligned with tabs, and calls split
 * over lines: the conversion keeps the layout. */
struct tick {
	int			cpu;
	struct work_struct	work;
	struct work_struct	arr[4];
	struct work_struct	*ptr;
	struct work_struct	now;
};

static struct work_struct	glob;

static void tick_init(struct tick *t)
{
	INIT_WORK(&t->work,
			tick_fn, t);
	INIT_WORK(&t->arr[0], tick_fn, t);
	INIT_WORK(&t->now, tick_fn, t);
	INIT_WORK(&glob, tick_fn, NULL);
	t->ptr = &t->arr[1];
	schedule_delayed_work(&t->work, HZ);
	schedule_delayed_work(&t->arr[0], HZ);
	schedule_delayed_work(t->ptr, HZ);
	schedule_delayed_work(&glob, HZ);
	queue_work(system_wq,
		   &t->work);
	schedule_work(&t->now);
}

static void tick_again(struct tick *t)
{
	struct work_struct *p;

	p = &t->arr[2];
	schedule_delayed_work(p, HZ);
}
