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
