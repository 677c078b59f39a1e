/* The included side (atlx.c, which atl1.c includes: included_c.handlers.json
 * says so): its static handler, named as a handler by the includer only,
 * is a handler here too.  A static function of it nobody names as one
 * stays. */
static void atlx_link_chg_task(struct work_struct *work)
{
	struct atl1_adapter *adapter =
		container_of(work, struct atl1_adapter, link_chg_task);

	atlx_check_link(adapter);
}

static void not_a_handler(struct work_struct *work)
{
	flush_work(work);
}
