/* A parameter its function initialises as a work item (iparam), that a
 * caller passes a delayed item (parg), is delayed: devm-helpers.h
 * devm_delayed_work_autocancel() as the rewind writes it, whose callers
 * (extcon-gpio.c) queue the item with queue_delayed_work().  The table
 * (param_init.delayed.json) holds what the collect pass found in both
 * files.  devm_work_autocancel(), initialising its parameter too but
 * passed no delayed item, stays; so does a delayed item passed to it. */
struct gpio_extcon_data {
	struct work_struct work;
	struct work_struct plain;
};

static inline int devm_delayed_work_autocancel(struct device *dev,
					       struct work_struct *w,
					       void (*worker)(void *), void *data)
{
	INIT_WORK(w, worker, data);
	return devm_add_action(dev, devm_delayed_work_drop, w);
}

static inline int devm_work_autocancel(struct device *dev,
				       struct work_struct *w,
				       void (*worker)(void *), void *data)
{
	INIT_WORK(w, worker, data);
	return devm_add_action(dev, devm_work_drop, w);
}

static int gpio_extcon_probe(struct device *dev, struct gpio_extcon_data *data)
{
	int ret;

	ret = devm_delayed_work_autocancel(dev, &data->work, gpio_extcon_work, data);
	if (ret)
		return ret;
	ret = devm_work_autocancel(dev, &data->plain, gpio_plain_work, data);
	queue_delayed_work(system_power_efficient_wq, &data->work, 1);
	return ret;
}
