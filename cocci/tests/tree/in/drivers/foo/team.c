// SPDX-License-Identifier: GPL-2.0
/* Items of members of anonymous struct type whose struct a header
 * declares (foo.h: struct foo_team, as team.c and if_team.h): notify.dw
 * is delayed, rejoin.dw is not, and the name dw says nothing. */
#include <linux/foo.h>

static void foo_team_notify(void *data)
{
	struct foo_team *team = data;

	if (--team->notify.count)
		schedule_delayed_work(&team->notify.dw, HZ);
}

static void foo_team_rejoin(void *data)
{
	struct foo_team *team = data;

	team->rejoin.count = 0;
}

void foo_team_init(struct foo_team *team)
{
	INIT_WORK(&team->notify.dw, foo_team_notify, team);
	INIT_WORK(&team->rejoin.dw, foo_team_rejoin, team);
	schedule_work(&team->rejoin.dw);
}

void foo_team_fini(struct foo_team *team)
{
	cancel_delayed_work_sync(&team->notify.dw);
	cancel_work_sync(&team->rejoin.dw);
}
