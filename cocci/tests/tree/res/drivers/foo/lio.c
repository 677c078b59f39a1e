// SPDX-License-Identifier: GPL-2.0
/* An item two members down through a struct that only a header without
 * the work API declares (foo_lio.h: struct foo_lio holds a struct foo_wq,
 * whose wk is the item; as liquidio lio_main.c and octeon_network.h);
 * another struct has a wk, so the name alone tells nothing. */
#include <linux/foo_lio.h>

static void foo_lio_link(struct work_struct *work)
{
	struct foo_lio *lio = container_of(work, struct foo_lio,
					   link_wq.wk.work);

	lio->id++;
}

void foo_lio_start(struct foo_lio *lio)
{
	INIT_DELAYED_WORK(&lio->link_wq.wk, foo_lio_link);
	schedule_delayed_work(&lio->link_wq.wk, HZ);
}
