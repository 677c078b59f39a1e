/* drivers/block/floppy.c in 2.6.19: the pending word read directly. */
static DECLARE_WORK(floppy_work, NULL, NULL);

static void show_floppy(void)
{
	if (floppy_work.pending)
		printk("floppy_work.func=%p\n", floppy_work.func);
}

static void release(struct work_struct *w, struct delayed_work *dw)
{
	if (test_bit(0, &w->pending) || dw->work.pending)
		printk("work still pending\n");
}
