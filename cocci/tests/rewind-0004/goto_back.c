/* A handler whose goto jumps back into a loop (mtdoops.c
 * mtdoops_workfunc_erase): spatch used to match its header once per path
 * and give up on the whole file ("already tagged token").  It is
 * converted like any container handler. */
static void mtdoops_workfunc_erase(struct work_struct *work)
{
	struct mtdoops_context *cxt =
			container_of(work, struct mtdoops_context, work_erase);
	int ret;

	while ((ret = mtd_block_isbad(cxt->mtd, cxt->nextpage)) > 0) {
badblock:
		cxt->nextpage++;
	}

	if (ret < 0)
		return;
	ret = mtdoops_erase_block(cxt, cxt->nextpage);
	if (ret >= 0)
		return;
	goto badblock;
}

static int __init mtdoops_init(struct mtdoops_context *cxt)
{
	INIT_WORK(&cxt->work_erase, mtdoops_workfunc_erase);
	return 0;
}
