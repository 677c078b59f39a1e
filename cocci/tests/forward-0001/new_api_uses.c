// 6.1 code whose items are declared struct delayed_work already: a use
// with no delayed API around it (a helper of 6.1 that takes the delayed
// item, devm_delayed_work_autocancel) stays as it is, for a field and a
// global (drivers/extcon/extcon-gpio.c).  Nothing may change.
struct gpio_extcon_data {
	struct extcon_dev *edev;
	struct delayed_work work;
	unsigned long debounce_jiffies;
};

static DECLARE_DELAYED_WORK(poll_work, poll_fn);

static int gpio_extcon_probe(struct device *dev, struct gpio_extcon_data *data)
{
	int ret;

	ret = devm_delayed_work_autocancel(dev, &data->work, gpio_extcon_work);
	if (ret)
		return ret;
	ret = devm_delayed_work_autocancel(dev, &poll_work, poll_fn);
	if (ret)
		return ret;
	queue_delayed_work(system_power_efficient_wq, &data->work,
			   data->debounce_jiffies);
	schedule_delayed_work(&poll_work, HZ);
	return 0;
}

static int gpio_extcon_resume(struct gpio_extcon_data *data)
{
	cancel_delayed_work_sync(&data->work);
	return 0;
}
