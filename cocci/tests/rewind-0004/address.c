/* Handlers given with their address (virtio_console.c, mlxsw spectrum.c,
 * applesmc.c) are handlers like the others.  A handler that is no
 * function name (mv88e6xxx ptp.c: a member of an ops table) cannot be
 * followed: it is reported and left. */
struct port {
	struct work_struct config_work;
	struct delayed_work update_dw;
	struct delayed_work tai_event_work;
};

static void config_work_handler(struct work_struct *work)
{
	struct port *portdev = container_of(work, struct port, config_work);

	use(portdev);
}

static void update_stats_cache(struct work_struct *work)
{
	struct port *port = container_of(work, struct port, update_dw.work);

	use(port);
}

static void applesmc_backlight_set(struct work_struct *work)
{
	set_level();
}

static DECLARE_WORK(backlight_work, &applesmc_backlight_set);

static void port_init(struct port *portdev, const struct ptp_ops *ptp_ops)
{
	INIT_WORK(&portdev->config_work, &config_work_handler);
	INIT_DELAYED_WORK(&portdev->update_dw,
			  &update_stats_cache);
	INIT_DELAYED_WORK(&portdev->tai_event_work, ptp_ops->event_work);
}
