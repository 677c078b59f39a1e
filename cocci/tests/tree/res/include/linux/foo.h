/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_FOO_H
#define _LINUX_FOO_H

#include <linux/workqueue.h>

struct foo {
	int id;
	int reaped;
	/* delayed only through bar.c: the header alone cannot tell */
	struct delayed_work reap;
	struct work_struct irq_work;
	struct delayed_work tmo;
	struct work_struct chip_work;
};

/* dwork of foo_net_ecache is delayed only through a member of foo_net
 * (ecache.c: &net->ecache.dwork, as nf_conntrack_ecache.c); another
 * struct has a dwork too, so the name alone tells nothing */
struct foo_net_ecache {
	struct delayed_work dwork;
	int dying;
};

struct foo_net {
	int n;
	struct foo_net_ecache ecache;
	/* spatch skips the struct without cocci/macros.h */
	I915_SELFTEST_DECLARE(struct foo_other selftest;)
};

struct foo_other {
	struct work_struct dwork;
	struct work_struct wk;
};

/* wk is delayed only through struct foo_lio (lio.c), which a header
 * without the work API declares (as liquidio's struct lio) */
struct foo_wq {
	struct delayed_work wk;
	int n;
};

/* members of anonymous struct type (as if_team.h's struct team): team.c
 * delays notify.dw through the member, not rejoin.dw */
struct foo_team {
	int id;
	struct {
		int count;
		struct delayed_work dw;
	} notify;
	struct {
		int count;
		struct work_struct dw;
	} rejoin;
};

/* a handler for each chip, given to INIT_WORK through the table (as tulip's) */
struct foo_chip {
	const char *name;
	work_func_t task;
};

/* a handler of bar.c's item, defined in foo.c */
void foo_timeout(struct work_struct *work);

void foo_start(struct foo *f);
void foo_stop(struct foo *f);

#endif
