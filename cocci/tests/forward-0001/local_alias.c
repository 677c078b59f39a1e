/*
 * A local copy of a handler's own item, in a handler given that item as
 * its data: delayed when container_of() takes it to a delayed item through
 * a member (ps2-gpio.c, an anonymous struct), set apart from its
 * declaration too (anx7625.c dwork = work), or set from a cast to the
 * work_struct, which the rewind made of a cast to the delayed item and
 * to_delayed_work() makes needless (host1x fence.c).
 */
struct ps2_gpio_data {
	struct device *dev;
	struct {
		unsigned char cnt;
		struct work_struct work;
	} tx;
};

static void ps2_gpio_tx_work_fn(void *data)
{
	struct work_struct *work = data;
	struct work_struct *dwork = work;
	struct ps2_gpio_data *drvdata = container_of(dwork,
						     struct ps2_gpio_data,
						     tx.work);

	drvdata->tx.cnt = 0;
}

static int ps2_gpio_write(struct ps2_gpio_data *drvdata)
{
	schedule_delayed_work(&drvdata->tx.work, usecs_to_jiffies(200));
	return 0;
}

static void ps2_gpio_probe(struct ps2_gpio_data *drvdata)
{
	INIT_WORK(&drvdata->tx.work, ps2_gpio_tx_work_fn, &drvdata->tx.work);
}

struct anx7625_data {
	struct work_struct work;
	struct work_struct hdcp_work;
};

static void hdcp_check_work_func(void *data)
{
	struct work_struct *work = data;
	struct work_struct *dwork;
	struct work_struct *other;
	struct anx7625_data *ctx;

	dwork = work;
	other = work;
	ctx = container_of(dwork, struct anx7625_data, hdcp_work);
	queue_delayed_work(system_wq, &ctx->hdcp_work, 1);
	queue_work(system_wq, other);
}

static void anx7625_init(struct anx7625_data *platform)
{
	INIT_WORK(&platform->hdcp_work, hdcp_check_work_func, &platform->hdcp_work);
}

struct host1x_syncpt_fence {
	struct work_struct timeout_work;
};

static void do_fence_timeout(void *data)
{
	struct work_struct *work = data;
	struct work_struct *dwork = (struct work_struct *)work;
	struct host1x_syncpt_fence *f =
		container_of(dwork, struct host1x_syncpt_fence, timeout_work);

	schedule_delayed_work(&f->timeout_work, HZ);
}

static void host1x_fence_create(struct host1x_syncpt_fence *fence)
{
	INIT_WORK(&fence->timeout_work, do_fence_timeout, &fence->timeout_work);
}
