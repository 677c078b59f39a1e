/* devm-helpers.h, xilinx-xadc-core.c: a delayed item handed to
 * devm_add_action() as the void * of a callback, which takes it back as
 * its item.  The item goes as it is, and the callback's local becomes the
 * delayed pointer without to_delayed_work(). */
struct xadc {
	struct work_struct zynq_unmask_work;
};

static void xadc_cancel_delayed_work(void *data)
{
	struct work_struct *work = data;

	cancel_delayed_work_sync(work);
}

static int xadc_probe(struct xadc *xadc, struct device *dev)
{
	schedule_delayed_work(&xadc->zynq_unmask_work, HZ);
	return devm_add_action_or_reset(dev, xadc_cancel_delayed_work,
					&xadc->zynq_unmask_work);
}

static inline int devm_delayed_work_autocancel(struct device *dev,
					       struct work_struct *w,
					       void (*worker)(void *))
{
	INIT_DELAYED_WORK(w, worker, w);
	return devm_add_action(dev, devm_delayed_work_drop, w);
}
