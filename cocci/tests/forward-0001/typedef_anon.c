/* imm.c in legacy form: the item is in a struct without a tag that a
 * typedef names (typedef struct { ... } imm_struct;): spatch types
 * dev->imm_tq as imm_struct, so the evidence is typed by the typedef
 * name, and the declaration is converted through it.  The work item of
 * the same name in another such struct is plain work: it stays. */
typedef struct {
	struct pardevice *dev;
	struct work_struct imm_tq;
	unsigned long jstart;
} imm_struct;

typedef struct {
	struct work_struct imm_tq;
} other_struct;

static void imm_interrupt(void *data)
{
	imm_struct *dev = data;

	schedule_delayed_work(&dev->imm_tq, 1);
}

static int imm_queuecommand(imm_struct *dev, other_struct *o)
{
	schedule_delayed_work(&dev->imm_tq, 0);
	schedule_work(&o->imm_tq);
	return 0;
}

static int imm_probe(imm_struct *dev, other_struct *o)
{
	INIT_WORK(&dev->imm_tq, imm_interrupt, dev);
	INIT_WORK(&o->imm_tq, imm_interrupt, o);
	return 0;
}
