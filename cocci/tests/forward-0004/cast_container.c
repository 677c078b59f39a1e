/* Seed fs/file.c: a handler that takes its container, cast to the
 * handler type (by 0002 to work_func_t) at an initialiser that gives it
 * that container: it takes the work item and finds its container first
 * thing, the initialiser loses the cast and the data.  A cast handler
 * given other data (e1000 in seed_idioms) is left, and so is one cast
 * from a handler that takes no struct. */
struct fdtable_defer {
	spinlock_t lock;
	struct work_struct wq;
	struct timer_list timer;
	struct fdtable *next;
};

static void free_fdtable_work(struct fdtable_defer *f);

static void free_fdtable_work(struct fdtable_defer *f)
{
	struct fdtable *fdt;

	spin_lock_bh(&f->lock);
	fdt = f->next;
	f->next = NULL;
	spin_unlock_bh(&f->lock);
}

static void __devinit fdtable_defer_list_init(int cpu)
{
	struct fdtable_defer *fddef = &per_cpu(fdtable_defer_list, cpu);
	spin_lock_init(&fddef->lock);
	INIT_WORK(&fddef->wq, (work_func_t)free_fdtable_work, fddef);
	init_timer(&fddef->timer);
}

static void other_cast(unsigned long x);

static void other_init(struct fdtable_defer *fddef)
{
	INIT_WORK(&fddef->wq, (work_func_t)other_cast, fddef);
}

static void other_cast(unsigned long x)
{
}
