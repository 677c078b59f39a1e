/* A .c file that includes another (atl1.c: #include "atlx/atlx.c") names
 * that file's static handler (atlx_link_chg_task): the collect pass keys
 * the static handlers of every .c file FILE:NAME and lists the included
 * files, so the includer knows the handler (include_c.handlers.json) and
 * gives it its data.  A static handler of a file nobody includes stays
 * unknown here: reported. */
#include "atlx.c"

static int atl1_probe(struct atl1_adapter *adapter)
{
	INIT_WORK(&adapter->link_chg_task, atlx_link_chg_task);
	INIT_WORK(&adapter->other_task, other_static_task);
	return 0;
}
