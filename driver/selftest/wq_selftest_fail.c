// SPDX-License-Identifier: GPL-2.0
/*
 * Harness self-test: a suite with one honest test and one that fails on
 * purpose.  "make selftest" boots it and requires tools/boot.py to exit 1.
 * Built only for the self-test.
 */
#include <linux/module.h>
#include <linux/workqueue.h>
#include <linux/atomic.h>

#include "../ktap.h"

static atomic_t runs = ATOMIC_INIT(0);

static void count_fn(void *data)
{
	atomic_inc(&runs);
}

static DECLARE_WORK(count_work, count_fn, NULL);

static void test_runs_once(void)
{
	atomic_set(&runs, 0);
	schedule_work(&count_work);
	flush_work(&count_work);
	KTAP_EXPECT(atomic_read(&runs) == 1);
}

/* The deliberate failure: one queueing cannot run the handler twice. */
static void test_runs_twice(void)
{
	atomic_set(&runs, 0);
	schedule_work(&count_work);
	flush_work(&count_work);
	KTAP_EXPECT(atomic_read(&runs) == 2);
}

static const struct ktap_case cases[] = {
	{ "runs_once", test_runs_once },
	{ "runs_twice_on_purpose", test_runs_twice },
};

static int __init selftest_fail_init(void)
{
	ktap_run_suite("wq_selftest_fail", cases, ARRAY_SIZE(cases), NULL);
	return 0;
}

static void __exit selftest_fail_exit(void)
{
}

module_init(selftest_fail_init);
module_exit(selftest_fail_exit);
MODULE_DESCRIPTION("wq-rework harness self-test: a failing KTAP test");
MODULE_LICENSE("GPL");
