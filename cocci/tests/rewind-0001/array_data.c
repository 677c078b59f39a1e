/* iwlwifi fw/init.c after rewind 0004: the data of a handler that takes
 * its item is the item, an element of an array member.  Its .work goes,
 * the index stays (the ptr_to_array isomorphism matched E->f.work there
 * and wrote &fwrt->dump.wks->wk). */
struct iwl_fwrt_wk_data {
	u8 idx;
	struct delayed_work wk;
};

void iwl_fw_runtime_init(struct iwl_fw_runtime *fwrt)
{
	int i;

	for (i = 0; i < IWL_FW_RUNTIME_DUMP_WK_NUM; i++) {
		fwrt->dump.wks[i].idx = i;
		INIT_DELAYED_WORK(&fwrt->dump.wks[i].wk, iwl_fw_error_dump_wk, &fwrt->dump.wks[i].wk.work);
	}
}
