// SPDX-License-Identifier: GPL-2.0
/* An item reached through a member whose struct a header declares
 * (foo.h: foo_net.ecache is a struct foo_net_ecache): the collect pass
 * of this file cannot type it, the table of every file can. */
#include <linux/foo.h>

static void foo_ecache_work(void *data)
{
	struct foo_net *net = data;

	schedule_delayed_work(&net->ecache.dwork, HZ);
}

void foo_ecache_init(struct foo_net *net)
{
	INIT_WORK(&net->ecache.dwork, foo_ecache_work, net);
	schedule_delayed_work(&net->ecache.dwork, 0);
}

void foo_ecache_fini(struct foo_net *net)
{
	cancel_delayed_work_sync(&net->ecache.dwork);
}
