/* drivers/block/floppy.c in 2.6.19, after 0002: handlers of another
 * prototype, cast, with NULL data: the NULL goes, the cast stays. */
static void empty(void)
{
}

static DECLARE_WORK(floppy_work, NULL, NULL);

static void schedule_bh(void (*handler)(void))
{
	PREPARE_WORK(&floppy_work, (work_func_t)handler, NULL);
	schedule_work(&floppy_work);
}

static void cancel_activity(void)
{
	PREPARE_WORK(&floppy_work, (work_func_t)empty, NULL);
}
