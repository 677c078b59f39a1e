/* nf_conntrack_ecache.c in legacy form, without the table of the other
 * files: the collect pass cannot type &cnet->ecache.dwork (the struct of
 * member ecache is in a header) nor &ops.dwork (ops is declared extern in
 * a header), so it records them as they are (mtyped, gtyped), for
 * delayed_files.py --resolve once the table has every file's members.
 * The patch pass, without a table, goes by the name alone. */
static void ecache_work(void *data)
{
	struct nf_conntrack_net *cnet = data;

	schedule_delayed_work(&cnet->ecache.dwork, 1);
	schedule_delayed_work(&ops.dwork, 1);
}
