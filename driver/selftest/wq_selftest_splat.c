// SPDX-License-Identifier: GPL-2.0
/*
 * Harness self-test: every KTAP test passes, then the module initialises a
 * work item on the stack without INIT_WORK_ONSTACK, which debugobjects
 * reports ("ODEBUG: object ... is on stack ..., but NOT annotated" and a
 * WARNING).  "make selftest" requires tools/boot.py to exit 1 for it: a
 * clean KTAP summary must not hide a splat.  Built only for the self-test.
 */
#include <linux/module.h>
#include <linux/workqueue.h>

#include "../ktap.h"

static void nop_fn(void *data)
{
}

static void test_passes(void)
{
	KTAP_EXPECT(true);
}

static const struct ktap_case cases[] = {
	{ "passes", test_passes },
};

static noinline void splat_unannotated_onstack(void)
{
	struct work_struct w;

	INIT_WORK(&w, nop_fn, NULL);		/* the deliberate bug */
}

static int __init selftest_splat_init(void)
{
	ktap_run_suite("wq_selftest_splat", cases, ARRAY_SIZE(cases), NULL);
	splat_unannotated_onstack();
	return 0;
}

static void __exit selftest_splat_exit(void)
{
}

module_init(selftest_splat_init);
module_exit(selftest_splat_exit);
MODULE_DESCRIPTION("wq-rework harness self-test: a debugobjects splat");
MODULE_LICENSE("GPL");
