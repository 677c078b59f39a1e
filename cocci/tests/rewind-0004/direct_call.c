/* tree_exp.h: a handler also called directly (no worker yet) is given its
 * work item, so that the call stays as it is: with CONFIG_RCU_EXP_KTHREAD
 * the same call passes a kthread_work to a kthread handler of that name. */
struct rnode {
	struct exp_work {
		struct work_struct rew_work;
		unsigned long s;
	} rew;
};

static void select_cpus(struct work_struct *wp)
{
	struct exp_work *rewp = container_of(wp, struct exp_work, rew_work);

	rewp->s++;
}

static void select_all(struct rnode *rnp, bool early)
{
	if (early) {
		/* No worker yet: call the handler directly. */
		select_cpus(&rnp->rew.rew_work);
		return;
	}
	INIT_WORK(&rnp->rew.rew_work, select_cpus);
	queue_work(system_wq, &rnp->rew.rew_work);
}
