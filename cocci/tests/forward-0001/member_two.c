/* liquidio lio_main.c in legacy form: the item is two members down
 * (&lio->link_status_wq.wk.work: struct lio holds a struct cavium_wq
 * link_status_wq, which holds the struct cavium_wk wk, whose work is the
 * item; the first two structs are in a header, member_two.delayed.json),
 * and many structs have a work, so the name tells nothing.  The member
 * table types it; a member path the table does not know is reported. */
struct cavium_wk {
	struct work_struct work;
	void *ctxptr;
};

static void setup_link_status_change_wq(struct lio *lio)
{
	INIT_WORK(&lio->link_status_wq.wk.work, octnet_link_status_change, lio);
	lio->link_status_wq.wk.ctxptr = lio;
	queue_delayed_work(lio->link_status_wq.wq, &lio->link_status_wq.wk.work, 0);
}

static void cleanup_link_status_change_wq(struct lio *lio)
{
	cancel_delayed_work_sync(&lio->link_status_wq.wk.work);
	cancel_delayed_work_sync(&lio->other_wq.wk.work);
}
