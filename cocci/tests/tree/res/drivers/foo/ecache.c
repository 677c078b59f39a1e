// SPDX-License-Identifier: GPL-2.0
/* An item reached through a member whose struct a header declares
 * (foo.h: foo_net.ecache is a struct foo_net_ecache): the collect pass
 * of this file cannot type it, the table of every file can. */
#include <linux/foo.h>

static void foo_ecache_work(struct work_struct *work)
{
	struct foo_net *net = container_of(work, struct foo_net,
					   ecache.dwork.work);

	schedule_delayed_work(&net->ecache.dwork, HZ);
}

void foo_ecache_init(struct foo_net *net)
{
	INIT_DELAYED_WORK(&net->ecache.dwork, foo_ecache_work);
	schedule_delayed_work(&net->ecache.dwork, 0);
}

void foo_ecache_fini(struct foo_net *net)
{
	cancel_delayed_work_sync(&net->ecache.dwork);
}
