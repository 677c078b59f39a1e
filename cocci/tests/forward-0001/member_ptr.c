/* xfs_log.c in legacy form: the item is reached through a pointer member
 * (struct xfs_mount *mp: &mp->m_log->l_work, m_log a struct xlog *, struct
 * xfs_mount in a header: member_ptr.delayed.json), and another struct has
 * an l_work too, so the name alone tells nothing.  The member table types
 * it.  The collect pass records the pointer members of this file's
 * structs (xfs_ail.ail_log). */
struct xlog {
	struct work_struct l_work;
	int l_flags;
};

struct xfs_ail {
	struct xlog *ail_log;
};

static void xfs_log_work_queue(struct xfs_mount *mp)
{
	queue_delayed_work(mp->m_sync_workqueue, &mp->m_log->l_work, 1);
}

static void xfs_log_kick(struct xfs_mount *mp)
{
	queue_work(mp->m_sync_workqueue, &mp->m_log->l_work);
	queue_work(mp->m_sync_workqueue, &mp->m_flush);
}

static void xfs_log_quiesce(struct xfs_mount *mp)
{
	cancel_delayed_work_sync(&mp->m_log->l_work);
}
