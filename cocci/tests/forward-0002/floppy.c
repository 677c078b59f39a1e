/* drivers/block/floppy.c in 2.6.19: handlers cast to the work type. */
static DECLARE_WORK(floppy_work, NULL, NULL);

static void schedule_bh(void (*handler) (void))
{
	PREPARE_WORK(&floppy_work, (void (*)(void *))handler, NULL);
	schedule_work(&floppy_work);
}

static void cancel_activity(void)
{
	PREPARE_WORK(&floppy_work, (void *)empty, NULL);
	register_callback((void *)empty);
}

/* bnad.c: an initialiser the rewind left without data. */
static void bnad_init(struct bnad_tx_info *tx_info)
{
	INIT_DELAYED_WORK(&tx_info->tx_cleanup_work,
			(void *)bnad_tx_cleanup);
}
