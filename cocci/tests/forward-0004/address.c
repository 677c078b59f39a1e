/* Handlers given with their address (virtio_console.c, mlxsw spectrum.c,
 * applesmc.c) are handlers like the others: the initialisers lose their
 * data and keep the &.  An initialiser with no data (a handler the rewind
 * could not follow) stays. */
struct port {
	struct work_struct config_work;
	struct delayed_work update_dw;
	struct delayed_work tai_event_work;
};

static void config_work_handler(void *data)
{
	struct port *portdev = data;

	use(portdev);
}

static void update_stats_cache(void *data)
{
	struct port *port = data;

	use(port);
}

static void applesmc_backlight_set(void *data)
{
	set_level();
}

static DECLARE_WORK(backlight_work, &applesmc_backlight_set, NULL);

static void port_init(struct port *portdev, const struct ptp_ops *ptp_ops)
{
	INIT_WORK(&portdev->config_work, &config_work_handler, portdev);
	INIT_DELAYED_WORK(&portdev->update_dw,
			  &update_stats_cache, portdev);
	INIT_DELAYED_WORK(&portdev->tai_event_work, ptp_ops->event_work);
}
