/* backing-dev.c: the struct is in a header spatch does not read; the
 * 0001 table says dwork is delayed and switch_work a work item.  A pending
 * word of anything else stays. */
static void wb_exit(struct bdi_writeback *wb)
{
	WARN_ON(test_bit(0, &wb->dwork.work.pending));
	WARN_ON_ONCE(test_bit(0, &wb->switch_work.pending));
	WARN_ON(test_bit(0, &wb->other.pending));
}
