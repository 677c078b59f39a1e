/* mhi_net.c: another file has a static handler of the same name with
 * other data, so the table lists it as a conflict
 * (static_conflict.handlers.json); this one is static here, and its own
 * initialiser decides.  A handler of another file that conflicts is still
 * left alone. */
struct mhi_net_dev {
	struct delayed_work rx_refill;
};

static void mhi_net_rx_refill_work(void *data)
{
	struct mhi_net_dev *mhi_netdev = data;

	schedule_delayed_work(&mhi_netdev->rx_refill, HZ);
}

static void mhi_net_newlink(struct mhi_net_dev *mhi_netdev)
{
	INIT_DELAYED_WORK(&mhi_netdev->rx_refill, mhi_net_rx_refill_work, mhi_netdev);
	INIT_WORK(&mhi_netdev->other, shared_handler, mhi_netdev);
}
