/* imm.c in the new API (a second run): the struct a typedef names
 * declares imm_tq a struct delayed_work already, so its uses, typed by
 * the typedef name, compile as they are and get no second .work. */
typedef struct {
	struct pardevice *dev;
	struct delayed_work imm_tq;
} imm_struct;

static void imm_interrupt(struct work_struct *work)
{
	imm_struct *dev = container_of(work, imm_struct, imm_tq.work);

	schedule_delayed_work(&dev->imm_tq, 1);
}

static void imm_release(imm_struct *dev)
{
	struct work_struct *w = &dev->imm_tq.work;

	if (work_pending(w))
		cancel_delayed_work_sync(&dev->imm_tq);
	dev->imm_tq.timer.expires = 0;
}
