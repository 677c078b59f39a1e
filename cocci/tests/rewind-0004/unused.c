static void tick(struct work_struct *dummy)
{
	pr_info("tick\n");
}

static DECLARE_WORK(tick_work, tick);

static void kick(void)
{
	schedule_work(&tick_work);
}
