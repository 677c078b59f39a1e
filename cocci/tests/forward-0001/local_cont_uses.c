/*
 * A local that container_of() shows to be a delayed item (b43 main.c, the
 * struct in a header: local_cont_uses.delayed.json) is delayed in all its
 * uses: its initialiser, set where declared, stays the item; a wrapper's
 * delayed parameter takes it as it is.
 */
static void b43_periodic_tasks_setup(struct b43_wldev *dev)
{
	struct work_struct *work = &dev->periodic_work;

	INIT_WORK(work, b43_periodic_work_handler, container_of(work, struct b43_wldev, periodic_work));
	ieee80211_queue_delayed_work(dev->wl->hw, work, 0);
}
