/* brcmfmac core.c: a handler defined twice, the real one and an empty
 * stub in the #else branch.  Both take the work item. */
#if IS_ENABLED(CONFIG_IPV6)
static void _brcmf_update_ndtable(void *data)
{
	struct brcmf_if *ifp = data;

	update(ifp->ipv6_addr_tbl);
}
#else
static void _brcmf_update_ndtable(void *data)
{
}
#endif

void brcmf_add_if(struct brcmf_if *ifp)
{
	INIT_WORK(&ifp->ndoffload_work, _brcmf_update_ndtable, ifp);
}
