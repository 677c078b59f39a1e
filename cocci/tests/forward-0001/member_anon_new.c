/* if_team.h after a first run: notify.dw is a struct delayed_work, and
 * the only work_struct named dw left, mcast_rejoin.dw, is plain work.
 * The collect pass records notify.dw as new (newdecl), so that the name
 * dw, which team.c's delayed calls give (names in
 * member_anon_new.delayed.json), does not make mcast_rejoin.dw delayed on
 * a second run. */
struct team {
	struct {
		unsigned int count;
		struct delayed_work dw;
	} notify_peers;
	struct {
		unsigned int count;
		struct work_struct dw;
	} mcast_rejoin;
};
