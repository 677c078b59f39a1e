/* A static handler this file does not bind, in a file no other file
 * #includes (included_not.handlers.json has no "included"): the table's
 * atlx_link_chg_task is another file's function; this one stays. */
static void atlx_link_chg_task(void *data)
{
	struct atlx_adapter *adapter;

	adapter = data;
	adapter->x = 0;
}
