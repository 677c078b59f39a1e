/* The handlers live in other files; the collect pass told us about them. */
void bdi_init(struct bdi_writeback *wb)
{
	INIT_DELAYED_WORK(&wb->dwork, wb_workfn);
	INIT_WORK(&wb->sak_work, vc_SAK);
	INIT_WORK(&wb->other, unknown_fn);
}
