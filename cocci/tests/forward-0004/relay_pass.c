/* A wrapper whose item is a parameter of its own takes the data from its
 * callers (devm-helpers.h as the rewind writes it): each call is an
 * initialiser of the item it passes, and loses its data as one; the
 * wrapper loses its data parameter and its initialiser the data.  A call
 * of another function with the same arguments stays. */
static inline int devm_work_autocancel(struct device *dev,
				       struct work_struct *w,
				       void (*worker)(void *), void *data)
{
	INIT_WORK(w, worker, data);
	return devm_add_action(dev, devm_work_drop, w);
}

static void irq_work(void *data)
{
	struct info *info = data;

	handle(info);
}

static int probe(struct device *dev, struct info *info)
{
	other_helper(dev, &info->irq_work, irq_work, info);
	return devm_work_autocancel(dev, &info->irq_work, irq_work, info);
}
