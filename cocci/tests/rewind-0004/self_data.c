/* sfc efx_channels.c: a handler that uses its item itself, whose
 * parameter is called data.  The item keeps the name; the new void *
 * parameter cannot have it too. */
static void efx_filter_rfs_expire(struct work_struct *data)
{
	struct delayed_work *dwork = to_delayed_work(data);

	if (more())
		schedule_delayed_work(dwork, 30 * HZ);
}

void efx_init(struct efx_channel *channel)
{
	INIT_WORK(&channel->filter_work, efx_filter_rfs_expire);
}
