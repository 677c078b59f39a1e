/* r8152.c and rt5645.c in legacy form: items declared together in one
 * declaration.  When all are delayed, the declaration's type changes;
 * when only some are, it would have to be split, which spatch cannot:
 * reported, for a human.  A declaration of plain items stays, and a
 * delayed item declared alone is converted as usual. */
struct r8152 {
	struct work_struct schedule, hw_phy_work;
	struct work_struct rx_work, tx_work;
	struct work_struct alone;
	struct work_struct mixed_d, mixed_p;
};

static void rtl_work(struct r8152 *tp)
{
	schedule_delayed_work(&tp->schedule, 0);
	cancel_delayed_work_sync(&tp->hw_phy_work);
	schedule_delayed_work(&tp->alone, 0);
	schedule_work(&tp->rx_work);
	schedule_work(&tp->tx_work);
	schedule_delayed_work(&tp->mixed_d, 0);
	schedule_work(&tp->mixed_p);
}
