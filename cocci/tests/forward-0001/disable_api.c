/* 6.12 alps.c and friends: disable_delayed_work_sync(), disable_delayed_work()
 * and enable_delayed_work() take the delayed item itself, and any of them
 * alone tells that the item is delayed. */
struct alps_data {
	struct work_struct dev3_register_work;
	struct work_struct poll_work;
	struct work_struct resume_work;
};

static void alps_disconnect(struct alps_data *priv)
{
	INIT_WORK(&priv->dev3_register_work, alps_register_bare_ps2_mouse, priv);
	queue_delayed_work(kpsmoused_wq, &priv->dev3_register_work, 0);
	disable_delayed_work_sync(&priv->dev3_register_work);
}

static void alps_poll_off(struct alps_data *priv)
{
	disable_delayed_work(&priv->poll_work);
	enable_delayed_work(&priv->poll_work);
	queue_work(system_wq, &priv->resume_work);
}
