/* Writes to the pending word are reported and left alone; only the reads
 * next to them become work_pending(), whatever spatch knows of the item:
 * typed, a field known from the 0001 table, or declared by DECLARE_WORK. */
struct work_struct floppy_work;

static void f(struct work_struct *w, struct foo *x)
{
	floppy_work.pending = 0;
	w->pending = 1;
	if (floppy_work.pending)
		g();
	if (w->pending)
		g();
	x->irq_work.pending = 0;
	if (!x->irq_work.pending)
		g();
	set_bit(0, &x->irq_work.pending);
}

DECLARE_WORK(dw, fn, NULL);

static void h(void)
{
	dw.pending = 0;
	if (dw.pending)
		g();
	clear_bit(0, &dw.pending);
}
