/* atlx.c, which atl1.c #includes (included_c.handlers.json: "included"):
 * its static handler is bound by the includer, whose entry the table
 * has; it was left in the legacy form, unreported.  An unbound static
 * handler of a file nobody includes stays (included_not). */
static void atlx_link_chg_task(void *data)
{
	struct atlx_adapter *adapter;
	unsigned long flags;

	adapter = data;
	spin_lock_irqsave(&adapter->lock, flags);
	spin_unlock_irqrestore(&adapter->lock, flags);
}
