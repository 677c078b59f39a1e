/* A wrapper with an initialiser a branch (padata.c padata_work_init(),
 * as the rewind writes it): a relay all the same; a handler it gives the
 * container, also run in place, is passed the container there too. */
struct padata_work {
	struct work_struct pw_work;
	struct list_head pw_list;
	void *pw_data;
};

static void padata_work_init(struct padata_work *pw, work_func_t work_fn,
			     void *data, int flags)
{
	if (flags & PADATA_WORK_ONSTACK)
		INIT_WORK_ONSTACK(&pw->pw_work, work_fn, pw);
	else
		INIT_WORK(&pw->pw_work, work_fn, pw);
	pw->pw_data = data;
}

static void padata_mt_helper(void *data)
{
	struct padata_work *pw = data;

	kfree(pw);
}

static void start(struct padata_work *pw)
{
	padata_work_init(pw, padata_mt_helper, NULL, 0);
}

static void run_here(void)
{
	struct padata_work my_work;

	padata_work_init(&my_work, padata_mt_helper, NULL, PADATA_WORK_ONSTACK);
	padata_mt_helper(&my_work);
}
