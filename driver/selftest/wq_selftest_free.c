// SPDX-License-Identifier: GPL-2.0
/*
 * Harness self-test, the seeded bug of the stress suite: a handler frees
 * its object while a work item of that object is still queued.  The
 * handler runs on an ordered workqueue and queues the object's other item
 * there, where it waits behind the handler, then frees the object.
 * DEBUG_OBJECTS_WORK with DEBUG_OBJECTS_FREE must catch it ("ODEBUG: free
 * active ... object type: work_struct"), and debugobjects' fixup cancels
 * the item, so nothing runs on the freed memory.  The KTAP test itself
 * passes: "make selftest" requires tools/boot.py to exit 1 for the splat,
 * and the log to name the work item.  Built only for the self-test.
 */
#include <linux/module.h>
#include <linux/workqueue.h>
#include <linux/slab.h>
#include <linux/completion.h>
#include <linux/jiffies.h>

#include "../ktap.h"

struct victim {
	struct work_struct reaper;
	struct work_struct later;
};

static struct workqueue_struct *one_at_a_time;

/* Outside the victim, which is gone when the test looks at it. */
static DECLARE_COMPLETION(reaped);

static void later_fn(void *data)
{
}

static void reaper_fn(void *data)
{
	struct victim *v = data;

	queue_work(one_at_a_time, &v->later);	/* waits behind this handler */
	kfree(v);		/* the deliberate bug: v->later is queued */
	complete(&reaped);
}

static void test_free_queued(void)
{
	struct victim *v = kzalloc(sizeof(*v), GFP_KERNEL);

	if (!v) {
		ktap_failures++;
		return;
	}
	INIT_WORK(&v->reaper, reaper_fn, v);
	INIT_WORK(&v->later, later_fn, NULL);
	KTAP_EXPECT(queue_work(one_at_a_time, &v->reaper));
	/* v is freed by its handler: no flush_work(&v->reaper) here. */
	KTAP_EXPECT(wait_for_completion_timeout(&reaped, 10 * HZ));
}

static const struct ktap_case cases[] = {
	{ "free_queued", test_free_queued },
};

static int __init selftest_free_init(void)
{
	one_at_a_time = alloc_ordered_workqueue("wq_selftest_free", 0);
	if (!one_at_a_time)
		return -ENOMEM;
	ktap_run_suite("wq_selftest_free", cases, ARRAY_SIZE(cases), NULL);
	return 0;
}

static void __exit selftest_free_exit(void)
{
	destroy_workqueue(one_at_a_time);
}

module_init(selftest_free_init);
module_exit(selftest_free_exit);
MODULE_DESCRIPTION("wq-rework harness self-test: a freed object with a queued work item");
MODULE_LICENSE("GPL");
