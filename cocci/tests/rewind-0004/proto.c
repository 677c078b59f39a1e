static void later(struct work_struct *work);
void exported(struct work_struct *);
void not_a_handler(struct work_struct *work);

static DECLARE_WORK(later_work, later);

static void later(struct work_struct *work)
{
	pr_info("later\n");
}

void exported(struct work_struct *work)
{
	pr_info("exported\n");
}

static void init(struct foo *f)
{
	INIT_WORK(&f->w, exported);
}
