/* if_team.h in legacy form: two members of anonymous struct type have an
 * item named dw.  team.c queues &team->notify_peers.dw with the delayed
 * API (typed evidence through the member, resolved to the member's own
 * type team@notify_peers: member_anon.delayed.json); mcast_rejoin.dw is
 * only queued as plain work here, so it stays, and so does the dw of an
 * anonymous struct that is no member of a named struct. */
struct team {
	struct net_device *dev;
	struct {
		unsigned int count;
		atomic_t count_pending;
		struct work_struct dw;
	} notify_peers;
	struct {
		unsigned int count;
		atomic_t count_pending;
		struct work_struct dw;
	} mcast_rejoin;
};

static struct {
	struct work_struct dw;
} loose;
