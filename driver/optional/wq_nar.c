// SPDX-License-Identifier: GPL-2.0
/*
 * wq_nar: KTAP tests of the _NAR ("no auto release") work items and
 * work_release(), which only core-patch/optional/0005 brings.
 *
 * Unlike wq_smoke and wq_stress this file is written in the converted API:
 * the legacy API never had _NAR items, so there is nothing to convert from.
 * It is built only for branch converted-nar (make nar).  Its items are
 * statics, since there is no _ONSTACK form of the _NAR initialisers.
 */
#include <linux/module.h>
#include <linux/workqueue.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/atomic.h>
#include <linux/wait.h>

#include "../ktap.h"

#ifndef INIT_WORK_NAR
#error "wq_nar needs the _NAR API of core-patch/optional/0005"
#endif

#define NAR_MAGIC	0x4e415221UL
#define WAIT_MS		5000
#define HOLD_MS		50	/* how long a handler keeps its item */

static DECLARE_WAIT_QUEUE_HEAD(nar_waitq);

/*
 * What a handler saw in its first run, before and after it released its
 * item; later runs only count.
 */
struct nar_item {
	unsigned long magic;
	unsigned int hold_ms;	/* sleep this long before work_release() */
	bool requeue;		/* queue itself again, after the release */
	bool release;		/* a _NAR item: call work_release() */
	bool pending_before;	/* work_pending() at entry */
	bool queued_before;	/* queue_work() at entry (must fail if NAR) */
	bool pending_after;	/* work_pending() after work_release() */
	bool requeued;		/* the queue_work() after the release */
	atomic_t started;
	atomic_t runs;
	atomic_t released;
	struct work_struct work;
};

static void nar_run(struct nar_item *item, struct work_struct *work)
{
	bool first = atomic_inc_return(&item->started) == 1;

	if (item->magic != NAR_MAGIC)
		return;
	wake_up_all(&nar_waitq);
	if (first) {
		item->pending_before = work_pending(work);
		item->queued_before = queue_work(system_wq, work);
	}
	if (item->hold_ms)
		msleep(item->hold_ms);
	if (item->release) {
		work_release(work);
		atomic_inc(&item->released);
	}
	if (first) {
		item->pending_after = work_pending(work);
		if (item->requeue)
			item->requeued = queue_work(system_wq, work);
	}
	atomic_inc(&item->runs);
	wake_up_all(&nar_waitq);
}

static void nar_fn(struct work_struct *work)
{
	nar_run(container_of(work, struct nar_item, work), work);
}

static struct nar_item static_item = { .magic = NAR_MAGIC, .release = true };

static void static_nar_fn(struct work_struct *work)
{
	nar_run(&static_item, work);
}

static DECLARE_WORK_NAR(static_nar, static_nar_fn);

static bool wait_runs(struct nar_item *item, int n)
{
	return wait_event_timeout(nar_waitq, atomic_read(&item->runs) >= n,
				  msecs_to_jiffies(WAIT_MS)) > 0;
}

/* A _NAR item stays pending in its handler until work_release(). */
static void test_nar_stays_pending(void)
{
	static struct nar_item item;

	item = (struct nar_item){ .magic = NAR_MAGIC, .release = true,
				  .requeue = true };

	INIT_WORK_NAR(&item.work, nar_fn);
	KTAP_EXPECT(queue_work(system_wq, &item.work));
	KTAP_EXPECT(wait_runs(&item, 2));
	flush_work(&item.work);
	KTAP_EXPECT(item.pending_before);
	KTAP_EXPECT(!item.queued_before);
	KTAP_EXPECT(!item.pending_after);
	KTAP_EXPECT(item.requeued);
	KTAP_EXPECT(atomic_read(&item.released) == 2);
	KTAP_EXPECT(atomic_read(&item.runs) == 2);
	KTAP_EXPECT(!work_pending(&item.work));
}

/* The same item without _NAR is released before its handler runs. */
static void test_auto_release(void)
{
	static struct nar_item item;

	item = (struct nar_item){ .magic = NAR_MAGIC };

	INIT_WORK(&item.work, nar_fn);
	KTAP_EXPECT(queue_work(system_wq, &item.work));
	KTAP_EXPECT(wait_runs(&item, 1));
	/* the handler queued it again itself, as auto-release allows */
	KTAP_EXPECT(wait_runs(&item, 2));
	flush_work(&item.work);
	KTAP_EXPECT(!item.pending_before);
	KTAP_EXPECT(item.queued_before);
	KTAP_EXPECT(atomic_read(&item.runs) == 2);
}

/* DECLARE_WORK_NAR: the static initialiser carries the flag too. */
static void test_declare_nar(void)
{
	KTAP_EXPECT(schedule_work(&static_nar));
	KTAP_EXPECT(wait_runs(&static_item, 1));
	flush_work(&static_nar);
	KTAP_EXPECT(static_item.pending_before);
	KTAP_EXPECT(!static_item.queued_before);
	KTAP_EXPECT(!static_item.pending_after);
	KTAP_EXPECT(!work_pending(&static_nar));
}

struct nar_ditem {
	unsigned long magic;
	bool pending_before;
	atomic_t runs;
	struct delayed_work dwork;
};

static void nar_dfn(struct work_struct *work)
{
	struct nar_ditem *item = container_of(work, struct nar_ditem,
					      dwork.work);

	if (item->magic != NAR_MAGIC)
		return;
	item->pending_before = delayed_work_pending(&item->dwork);
	work_release(work);
	atomic_inc(&item->runs);
	wake_up_all(&nar_waitq);
}

/* INIT_DELAYED_WORK_NAR: pending on the timer and in the handler. */
static void test_delayed_nar(void)
{
	static struct nar_ditem item;

	item = (struct nar_ditem){ .magic = NAR_MAGIC };

	INIT_DELAYED_WORK_NAR(&item.dwork, nar_dfn);
	KTAP_EXPECT(schedule_delayed_work(&item.dwork, 1));
	KTAP_EXPECT(delayed_work_pending(&item.dwork));
	KTAP_EXPECT(wait_event_timeout(nar_waitq, atomic_read(&item.runs),
				       msecs_to_jiffies(WAIT_MS)) > 0);
	flush_delayed_work(&item.dwork);
	KTAP_EXPECT(item.pending_before);
	KTAP_EXPECT(!delayed_work_pending(&item.dwork));
	KTAP_EXPECT(atomic_read(&item.runs) == 1);
}

/* cancel_work_sync() waits for the handler to release its item. */
static void test_cancel_waits(void)
{
	static struct nar_item item;
	bool cancelled;

	item = (struct nar_item){ .magic = NAR_MAGIC, .release = true,
				  .hold_ms = HOLD_MS };

	INIT_WORK_NAR(&item.work, nar_fn);
	KTAP_EXPECT(queue_work(system_wq, &item.work));
	/* wait until the handler holds it: it keeps it HOLD_MS */
	KTAP_EXPECT(wait_event_timeout(nar_waitq, atomic_read(&item.started),
				       msecs_to_jiffies(WAIT_MS)) > 0);
	cancelled = cancel_work_sync(&item.work);
	KTAP_EXPECT(atomic_read(&item.released) == 1);
	KTAP_EXPECT(!work_pending(&item.work));
	ktap_diag("cancel_work_sync() of a held _NAR item returned %d",
		  cancelled);
	flush_work(&item.work);
}

static const struct ktap_case nar_cases[] = {
	{ "nar_stays_pending", test_nar_stays_pending },
	{ "auto_release", test_auto_release },
	{ "declare_nar", test_declare_nar },
	{ "delayed_nar", test_delayed_nar },
	{ "cancel_waits", test_cancel_waits },
};

static int __init wq_nar_init(void)
{
	ktap_run_suite("wq_nar", nar_cases, ARRAY_SIZE(nar_cases), NULL);
	return 0;
}

static void __exit wq_nar_exit(void)
{
}

module_init(wq_nar_init);
module_exit(wq_nar_exit);
MODULE_DESCRIPTION("KTAP tests of the _NAR work items and work_release()");
MODULE_LICENSE("GPL");
