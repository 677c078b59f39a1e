/* What other files know (cross.delayed.json): the items of this file that
 * they delay. */
struct known_by_type {
	struct work_struct dwork;
	struct work_struct work;
};

struct known_by_name {
	struct work_struct poll_work;
};

/* Two structs of the tree have a "refresh" item, and some file delays a
 * .refresh whose container spatch could not see: reported, not guessed. */
struct ambiguous {
	struct work_struct refresh;
};

extern struct work_struct shared_dwork;

void helper(int x, struct work_struct *w);

static void init(struct known_by_type *k, struct known_by_name *n,
		 struct ambiguous *a)
{
	INIT_WORK(&k->dwork, fn, k);
	INIT_WORK(&k->work, fn, k);
	INIT_WORK(&n->poll_work, fn, n);
	INIT_WORK(&a->refresh, fn, a);
	schedule_work(&n->poll_work);
	queue_work(wq, &shared_dwork);
}

/* Another file delays its static work: not this file's work, nor a
 * field of that name in a macro argument. */
struct work_struct work;

static void kick(void)
{
	schedule_work(&work);
	HINT(struct kthread_delayed_work, timer, work.func);
}

/* Here too a .refresh is delayed whose container spatch cannot see (the
 * type of to_panel() is not in this file): that use is reported, once a
 * site; neither struct above is guessed to be its container. */
static void stop(struct device *dev)
{
	cancel_delayed_work_sync(&to_panel(dev)->refresh);
	cancel_delayed_work_sync(&to_panel(dev)->poll_work);
}
