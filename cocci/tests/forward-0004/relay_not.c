/*
 * Not a relay: a function with a void *data parameter that hands it on,
 * next to another parameter, to something that is not a work initialiser
 * (drivers/net/ethernet/mellanox/mlx5/core/events.c, forward_event()).
 * Nothing changes, and the script must not fail on it.
 */
#include <linux/workqueue.h>

struct events {
	struct atomic_notifier_head fw_nh;
};

static int forward_event(struct events *events, unsigned long event,
			 void *data)
{
	atomic_notifier_call_chain(&events->fw_nh, event, data);
	return 0;
}
