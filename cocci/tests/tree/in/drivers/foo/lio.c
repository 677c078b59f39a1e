// SPDX-License-Identifier: GPL-2.0
/* An item two members down through a struct that only a header without
 * the work API declares (foo_lio.h: struct foo_lio holds a struct foo_wq,
 * whose wk is the item; as liquidio lio_main.c and octeon_network.h);
 * another struct has a wk, so the name alone tells nothing. */
#include <linux/foo_lio.h>

static void foo_lio_link(void *data)
{
	struct foo_lio *lio = data;

	lio->id++;
}

void foo_lio_start(struct foo_lio *lio)
{
	INIT_WORK(&lio->link_wq.wk, foo_lio_link, lio);
	schedule_delayed_work(&lio->link_wq.wk, HZ);
}
