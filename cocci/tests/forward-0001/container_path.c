/* drm_probe_helper.c in legacy form: a local that becomes a delayed
 * pointer is given to container_of() with a member path whose last member
 * becomes delayed: the item is taken as it is, with no ->work.  So is a
 * delayed item given to container_of(p, typeof(*x), f). */
struct drm_mode_config {
	struct work_struct output_poll_work;
};

struct drm_device {
	struct drm_mode_config mode_config;
	struct work_struct poll;
};

static void output_poll_execute(void *data)
{
	struct work_struct *work = data;
	struct work_struct *delayed_work = work;
	struct drm_device *dev = container_of(delayed_work, struct drm_device, mode_config.output_poll_work);
	struct drm_device *again = container_of(delayed_work, typeof(*again), poll);

	schedule_delayed_work(delayed_work, HZ);
}

void drm_kms_helper_poll_init(struct drm_device *dev)
{
	INIT_WORK(&dev->mode_config.output_poll_work, output_poll_execute, &dev->mode_config.output_poll_work);
	INIT_WORK(&dev->poll, output_poll_execute, &dev->poll);
	schedule_delayed_work(&dev->poll, HZ);
	schedule_delayed_work(&dev->mode_config.output_poll_work, HZ);
}
