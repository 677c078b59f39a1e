/* Only the names change: the continuation lines keep the layout they had,
 * so that the forward rename gives them back as they were (alps.c). */
static DECLARE_DELAYED_WORK(deferred_probe_timeout_work,
			    deferred_probe_timeout_work_func, NULL);

static struct delayed_work sw = __DELAYED_WORK_INITIALIZER(sw, fn,
							   NULL, 0);

int alps_init(struct psmouse *psmouse, struct alps_data *priv)
{
	INIT_DELAYED_WORK(&priv->dev3_register_work,
			  alps_register_bare_ps2_mouse, priv);
	return 0;
}
