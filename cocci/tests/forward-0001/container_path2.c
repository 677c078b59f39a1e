/*
 * A legacy handler given its own item takes its container through two
 * members (i915 intel_hotplug.c display.hotplug.reenable_work): the path
 * ends in .work once the item is delayed; a plain item's path stays.
 */
struct intel_hotplug {
	struct work_struct reenable_work;
	struct work_struct poll_init_work;
};

struct intel_display {
	struct intel_hotplug hotplug;
};

struct drm_i915_private {
	struct intel_display display;
};

static void intel_hpd_irq_storm_reenable_work(void *data)
{
	struct work_struct *work = data;
	struct drm_i915_private *dev_priv =
		container_of(work, typeof(*dev_priv),
			     display.hotplug.reenable_work);

	dev_priv->x = 0;
}

static void i915_hpd_poll_init_work(void *data)
{
	struct work_struct *work = data;
	struct drm_i915_private *dev_priv =
		container_of(work, struct drm_i915_private,
			     display.hotplug.poll_init_work);

	dev_priv->x = 0;
}

void intel_hpd_init_work(struct drm_i915_private *dev_priv)
{
	INIT_WORK(&dev_priv->display.hotplug.poll_init_work, i915_hpd_poll_init_work, &dev_priv->display.hotplug.poll_init_work);
	INIT_WORK(&dev_priv->display.hotplug.reenable_work,
		  intel_hpd_irq_storm_reenable_work, &dev_priv->display.hotplug.reenable_work);
	mod_delayed_work(system_wq, &dev_priv->display.hotplug.reenable_work, 1);
}
