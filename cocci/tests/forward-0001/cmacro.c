/*
 * A container_of() macro of a header (ssh_packet_layer.h to_ssh_ptl,
 * cmacro.delayed.json: cmacros) given a handler's own item through a member
 * path: the path ends in .work once the item is delayed.  A plain item's
 * path stays, and so does another macro's.
 */
static void ssh_ptl_timeout_reap(void *data)
{
	struct work_struct *work = data;
	struct ssh_ptl *ptl = to_ssh_ptl(work, rtx_timeout.reaper);

	ptl->x = 0;
}

static void ssh_ptl_tx(void *data)
{
	struct work_struct *work = data;
	struct ssh_ptl *ptl = to_ssh_ptl(work, tx.work);
	struct ssh_ptl *other = to_other(work, rtx_timeout.reaper);

	ptl->x = 0;
}
