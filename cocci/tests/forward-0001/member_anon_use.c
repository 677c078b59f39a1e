/* team.c in legacy form: struct team is in a header, so spatch cannot
 * type team->notify_peers; the member table (member_anon_use.delayed.json)
 * names its type team@notify_peers, whose dw is delayed, and many structs
 * have a dw, so the name alone would tell nothing.  mcast_rejoin.dw is
 * plain work: its uses stay. */
static void team_notify_peers_work(void *data)
{
	struct team *team = data;

	if (atomic_dec_and_test(&team->notify_peers.count_pending))
		return;
	schedule_delayed_work(&team->notify_peers.dw, msecs_to_jiffies(10));
}

static void team_notify_peers_init(struct team *team)
{
	INIT_WORK(&team->notify_peers.dw, team_notify_peers_work, team);
	INIT_WORK(&team->mcast_rejoin.dw, team_mcast_rejoin_work, team);
}

static void team_notify_peers_fini(struct team *team)
{
	cancel_delayed_work_sync(&team->notify_peers.dw);
	cancel_work_sync(&team->mcast_rejoin.dw);
}
