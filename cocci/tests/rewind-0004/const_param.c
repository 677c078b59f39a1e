struct ruleset {
	struct work_struct work_free;
	int usage;
};

static void free_ruleset_work(struct work_struct *const work)
{
	struct ruleset *ruleset;

	ruleset = container_of(work, struct ruleset, work_free);
	kfree(ruleset);
}

void put_ruleset_deferred(struct ruleset *const ruleset)
{
	INIT_WORK(&ruleset->work_free, free_ruleset_work);
	schedule_work(&ruleset->work_free);
}

/* Not a handler: its const parameter stays. */
static void show_work(struct work_struct *const work)
{
	pr_info("%p\n", work);
}
