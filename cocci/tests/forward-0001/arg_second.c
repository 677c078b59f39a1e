/*
 * Items passed to a delayed parameter of a wrapper after another argument
 * of the same shape (mac80211 cfg.c ieee80211_queue_delayed_work(
 * &sdata->local->hw, &sdata->deflink.dfs_cac_timer_work, ...), the struct
 * in a header: arg_second.delayed.json): passed as they are, no .work.
 */

static int ieee80211_start_radar_detection(struct ieee80211_sub_if_data *sdata)
{
	ieee80211_queue_delayed_work(&sdata->local->hw,
				     &sdata->deflink.dfs_cac_timer_work,
				     msecs_to_jiffies(cac_time_ms));
	return 0;
}
