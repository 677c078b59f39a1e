/* extcon-gpio.c in legacy form: it calls devm_delayed_work_autocancel(),
 * a wrapper of another file (devm-helpers.h, relay_pass_cross.handlers.json)
 * that takes the item, the handler and its data.  The call is the
 * initialiser of the item: the handler takes its work item, the call
 * loses the data.  (It was also taken for a libata-style wrapper call, a
 * second kind for the handler: mixed, left, while the call lost its data.) */
struct gpio_extcon_data {
	struct delayed_work work;
	int state;
};

static void gpio_extcon_work(void *arg)
{
	struct work_struct *work = arg;
	struct gpio_extcon_data *data =
		container_of(work, struct gpio_extcon_data, work.work);

	data->state = 1;
}

static int gpio_extcon_probe(struct device *dev, struct gpio_extcon_data *data)
{
	return devm_delayed_work_autocancel(dev, &data->work, gpio_extcon_work,
					    &data->work.work);
}
