// SPDX-License-Identifier: GPL-2.0
/*
 * wq_smoke: one KTAP test per form of the workqueue API.
 *
 * Every handler finds its object the way the API intends (here its data
 * pointer; container_of on the work item it is handed once converted) and
 * records what it found, how often it ran, where and when; every test checks
 * those records, so a conversion that compiles but hands a handler the wrong
 * object, runs it twice or never, or on the wrong CPU, fails here.
 *
 * This file is written in the legacy (2.6.18-style) API, the way 2006 code
 * was: it is the source of truth.  The forward scripts convert it for the
 * upstream and converted branches (make modules BRANCH=...), and
 * make test-driver checks that the rewind scripts give this text back.
 */
#include <linux/module.h>
#include <linux/workqueue.h>
#include <linux/slab.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/atomic.h>
#include <linux/timer.h>
#include <linux/wait.h>
#include <linux/completion.h>
#include <linux/percpu.h>
#include <linux/cpumask.h>
#include <linux/preempt.h>
#include <linux/smp.h>
#include <linux/kprobes.h>

#include "ktap.h"

#define SMOKE_MAGIC	0x5709e0c1UL
#define WAIT_MS		5000
#define FAR_AWAY	(60 * HZ)	/* a delay no test waits for */
#define SLOW_MS		50		/* a handler that takes a while */

static struct workqueue_struct *smoke_wq;	/* per-CPU, bound */
static struct workqueue_struct *smoke_ordered;	/* one item at a time */
static DECLARE_WAIT_QUEUE_HEAD(smoke_waitq);

/* What a handler saw, recorded by the handler, checked by the test. */
struct smoke_seen {
	void *obj;		/* object the handler found */
	unsigned long magic;	/* its magic, read through that pointer */
	int cpu;
	unsigned long ran_at;	/* jiffies */
	bool in_irq;
	atomic_t started;
	atomic_t runs;		/* completed runs */
};

struct smoke_item {
	unsigned long magic;
	unsigned int slow_ms;
	struct smoke_seen seen;
	struct work_struct work;
};

struct smoke_ditem {
	unsigned long magic;
	unsigned int slow_ms;
	struct smoke_seen seen;
	struct work_struct dwork;
};

static void smoke_record(struct smoke_seen *seen, void *obj,
			 unsigned long magic, unsigned int slow_ms)
{
	atomic_inc(&seen->started);
	if (slow_ms)
		msleep(slow_ms);
	seen->obj = obj;
	seen->magic = magic;
	seen->cpu = raw_smp_processor_id();
	seen->ran_at = jiffies;
	seen->in_irq = in_interrupt();
	atomic_inc(&seen->runs);
	wake_up_all(&smoke_waitq);
}

static void item_fn(void *data)
{
	struct smoke_item *it = data;

	smoke_record(&it->seen, it, READ_ONCE(it->magic), it->slow_ms);
}

static void ditem_fn(void *data)
{
	struct smoke_ditem *d = data;

	smoke_record(&d->seen, d, READ_ONCE(d->magic), d->slow_ms);
}

static bool wait_runs(struct smoke_seen *seen, int n)
{
	return wait_event_timeout(smoke_waitq, atomic_read(&seen->runs) >= n,
				  msecs_to_jiffies(WAIT_MS)) > 0;
}

static bool wait_started(struct smoke_seen *seen, int n)
{
	return wait_event_timeout(smoke_waitq,
				  atomic_read(&seen->started) >= n,
				  msecs_to_jiffies(WAIT_MS)) > 0;
}

static struct smoke_item *item_new(unsigned int slow_ms)
{
	struct smoke_item *it = kzalloc(sizeof(*it), GFP_KERNEL);

	if (!it)
		return NULL;
	it->magic = SMOKE_MAGIC;
	it->slow_ms = slow_ms;
	INIT_WORK(&it->work, item_fn, it);
	return it;
}

static struct smoke_ditem *ditem_new(unsigned int slow_ms)
{
	struct smoke_ditem *d = kzalloc(sizeof(*d), GFP_KERNEL);

	if (!d)
		return NULL;
	d->magic = SMOKE_MAGIC;
	d->slow_ms = slow_ms;
	INIT_WORK(&d->dwork, ditem_fn, d);
	return d;
}

/* The handler ran exactly n times, for this very object. */
#define EXPECT_RAN(x, n)						\
	do {								\
		KTAP_EXPECT(atomic_read(&(x)->seen.runs) == (n));	\
		if (n) {						\
			KTAP_EXPECT((x)->seen.obj == (x));		\
			KTAP_EXPECT((x)->seen.magic == SMOKE_MAGIC);	\
			KTAP_EXPECT(!(x)->seen.in_irq);			\
		}							\
	} while (0)

#define NEW_OR_FAIL(x, expr)						\
	do {								\
		x = expr;						\
		if (!x) {						\
			ktap_diag("out of memory");			\
			ktap_failures++;				\
			return;						\
		}							\
	} while (0)

/*
 * A gate holds smoke_ordered busy, so that items queued behind it stay
 * pending for as long as a test needs to look at them.
 */
static struct {
	struct work_struct work;
	struct completion entered;
	struct completion release;
} gate;

static void gate_fn(void *data)
{
	complete(&gate.entered);
	wait_for_completion_timeout(&gate.release, msecs_to_jiffies(WAIT_MS));
}

static void gate_close(void)
{
	init_completion(&gate.entered);
	init_completion(&gate.release);
	queue_work(smoke_ordered, &gate.work);
	KTAP_EXPECT(wait_for_completion_timeout(&gate.entered,
						msecs_to_jiffies(WAIT_MS)));
}

static void gate_open(void)
{
	complete(&gate.release);
	flush_work(&gate.work);
}

/* ---- static declarations ---------------------------------------------- */

static atomic_t static_runs = ATOMIC_INIT(0);
static struct work_struct *static_seen;

static void static_fn(void *data)
{
	struct work_struct *work = data;

	static_seen = work;
	atomic_inc(&static_runs);
}

static DECLARE_WORK(static_work, static_fn, &static_work);

static void test_declare_work(void)
{
	atomic_set(&static_runs, 0);
	KTAP_EXPECT(queue_work(smoke_wq, &static_work));
	flush_work(&static_work);	/* it may have run already */
	KTAP_EXPECT(atomic_read(&static_runs) == 1);
	KTAP_EXPECT(static_seen == &static_work);
}

static struct smoke_item static_item = {
	.magic = SMOKE_MAGIC,
	.work = __WORK_INITIALIZER(static_item.work, item_fn, &static_item),
};

static void test_work_initializer(void)
{
	KTAP_EXPECT(queue_work(smoke_wq, &static_item.work));
	flush_work(&static_item.work);	/* it may have run already */
	EXPECT_RAN(&static_item, 1);
}

static atomic_t static_druns = ATOMIC_INIT(0);
static struct work_struct *static_dseen;

static void static_dfn(void *data)
{
	struct work_struct *work = data;

	static_dseen = work;
	atomic_inc(&static_druns);
}

static DECLARE_WORK(static_dwork, static_dfn, &static_dwork);

static void test_declare_delayed_work(void)
{
	atomic_set(&static_druns, 0);
	KTAP_EXPECT(queue_delayed_work(smoke_wq, &static_dwork, 1));
	flush_delayed_work(&static_dwork);	/* it may have run already */
	KTAP_EXPECT(atomic_read(&static_druns) == 1);
	KTAP_EXPECT(static_dseen == &static_dwork);
}

/* ---- run-time initialisation ------------------------------------------ */

static void test_init_work(void)
{
	struct smoke_item *it;

	NEW_OR_FAIL(it, item_new(0));
	KTAP_EXPECT(!test_bit(0, &it->work.pending));
	KTAP_EXPECT(queue_work(smoke_wq, &it->work));
	KTAP_EXPECT(wait_runs(&it->seen, 1));
	flush_work(&it->work);
	EXPECT_RAN(it, 1);
	kfree(it);
}

static void test_init_delayed_work(void)
{
	struct smoke_ditem *d;

	NEW_OR_FAIL(d, ditem_new(0));
	KTAP_EXPECT(!test_bit(0, &d->dwork.pending));
	KTAP_EXPECT(queue_delayed_work(smoke_wq, &d->dwork, 0));
	KTAP_EXPECT(wait_runs(&d->seen, 1));
	flush_delayed_work(&d->dwork);
	EXPECT_RAN(d, 1);
	kfree(d);
}

static void test_onstack(void)
{
	struct smoke_item it = { .magic = SMOKE_MAGIC };
	struct smoke_ditem d = { .magic = SMOKE_MAGIC };

	INIT_WORK_ONSTACK(&it.work, item_fn, &it);
	INIT_WORK_ONSTACK(&d.dwork, ditem_fn, &d);
	KTAP_EXPECT(queue_work(smoke_wq, &it.work));
	KTAP_EXPECT(queue_delayed_work(smoke_wq, &d.dwork, 1));
	/* Either may have run already: the run counts are the checks. */
	flush_work(&it.work);
	flush_delayed_work(&d.dwork);
	EXPECT_RAN(&it, 1);
	EXPECT_RAN(&d, 1);
	destroy_work_on_stack(&it.work);
	destroy_delayed_work_on_stack(&d.dwork);
}

/* ---- queueing ---------------------------------------------------------- */

static void test_queue_work(void)
{
	struct smoke_item *it;

	NEW_OR_FAIL(it, item_new(0));
	gate_close();
	KTAP_EXPECT(queue_work(smoke_ordered, &it->work));
	/* Queueing a pending item again is refused and runs it only once. */
	KTAP_EXPECT(!queue_work(smoke_ordered, &it->work));
	gate_open();
	flush_work(&it->work);
	EXPECT_RAN(it, 1);
	/* Once it ran it can be queued again. */
	KTAP_EXPECT(queue_work(smoke_ordered, &it->work));
	flush_work(&it->work);
	EXPECT_RAN(it, 2);
	kfree(it);
}

static void test_queue_work_on(void)
{
	int cpu, i = 0;

	ktap_sub_begin("queue_work_on", num_online_cpus());
	for_each_online_cpu(cpu) {
		struct smoke_item *it;
		int before = ktap_failures;

		NEW_OR_FAIL(it, item_new(0));
		KTAP_EXPECT(queue_work_on(cpu, smoke_wq, &it->work));
		flush_work(&it->work);
		EXPECT_RAN(it, 1);
		KTAP_EXPECT(it->seen.cpu == cpu);
		ktap_sub_result(ktap_failures == before, ++i, "cpu%d", cpu);
		kfree(it);
	}
}

static void test_queue_delayed_work(void)
{
	struct smoke_ditem *d;
	unsigned long t0;

	NEW_OR_FAIL(d, ditem_new(0));
	t0 = jiffies;
	KTAP_EXPECT(queue_delayed_work(smoke_wq, &d->dwork, 3));
	KTAP_EXPECT(!queue_delayed_work(smoke_wq, &d->dwork, 3));
	KTAP_EXPECT(wait_runs(&d->seen, 1));
	flush_delayed_work(&d->dwork);
	EXPECT_RAN(d, 1);
	KTAP_EXPECT(time_after_eq(d->seen.ran_at, t0 + 3));
	kfree(d);
}

static void test_queue_delayed_work_on(void)
{
	int cpu, i = 0;

	ktap_sub_begin("queue_delayed_work_on", num_online_cpus());
	for_each_online_cpu(cpu) {
		struct smoke_ditem *d;
		int before = ktap_failures;

		NEW_OR_FAIL(d, ditem_new(0));
		KTAP_EXPECT(queue_delayed_work_on(cpu, smoke_wq, &d->dwork, 1));
		KTAP_EXPECT(wait_runs(&d->seen, 1));
		flush_delayed_work(&d->dwork);
		EXPECT_RAN(d, 1);
		KTAP_EXPECT(d->seen.cpu == cpu);
		ktap_sub_result(ktap_failures == before, ++i, "cpu%d", cpu);
		kfree(d);
	}
}

static void test_schedule_work(void)
{
	struct smoke_item *it;

	NEW_OR_FAIL(it, item_new(0));
	KTAP_EXPECT(schedule_work(&it->work));
	KTAP_EXPECT(wait_runs(&it->seen, 1));
	flush_work(&it->work);
	EXPECT_RAN(it, 1);
	kfree(it);
}

static void test_schedule_delayed_work(void)
{
	struct smoke_ditem *d;
	unsigned long t0;

	NEW_OR_FAIL(d, ditem_new(0));
	t0 = jiffies;
	KTAP_EXPECT(schedule_delayed_work(&d->dwork, 2));
	KTAP_EXPECT(wait_runs(&d->seen, 1));
	flush_delayed_work(&d->dwork);
	EXPECT_RAN(d, 1);
	KTAP_EXPECT(time_after_eq(d->seen.ran_at, t0 + 2));
	kfree(d);
}

static void test_mod_delayed_work(void)
{
	struct smoke_ditem *d;
	unsigned long t0;

	NEW_OR_FAIL(d, ditem_new(0));
	t0 = jiffies;
	KTAP_EXPECT(queue_delayed_work(smoke_wq, &d->dwork, FAR_AWAY));
	/* Pulling a pending item in returns true and runs it once, now. */
	KTAP_EXPECT(mod_delayed_work(smoke_wq, &d->dwork, 0));
	KTAP_EXPECT(wait_runs(&d->seen, 1));
	flush_delayed_work(&d->dwork);
	EXPECT_RAN(d, 1);
	KTAP_EXPECT(time_before(d->seen.ran_at, t0 + FAR_AWAY));
	/* On an idle item it queues and returns false. */
	KTAP_EXPECT(!mod_delayed_work(smoke_wq, &d->dwork, 1));
	KTAP_EXPECT(wait_runs(&d->seen, 2));
	flush_delayed_work(&d->dwork);
	EXPECT_RAN(d, 2);
	kfree(d);
}

/* ---- cancelling and flushing ------------------------------------------ */

static void test_cancel_delayed_work(void)
{
	struct smoke_ditem *d;

	NEW_OR_FAIL(d, ditem_new(SLOW_MS));
	KTAP_EXPECT(!cancel_delayed_work(&d->dwork));
	KTAP_EXPECT(queue_delayed_work(smoke_wq, &d->dwork, FAR_AWAY));
	KTAP_EXPECT(cancel_delayed_work(&d->dwork));
	KTAP_EXPECT(!test_bit(0, &d->dwork.pending));

	KTAP_EXPECT(queue_delayed_work(smoke_wq, &d->dwork, FAR_AWAY));
	KTAP_EXPECT(cancel_delayed_work_sync(&d->dwork));
	KTAP_EXPECT(!cancel_delayed_work_sync(&d->dwork));
	flush_workqueue(smoke_wq);
	EXPECT_RAN(d, 0);

	/* _sync waits for a handler that is already running. */
	KTAP_EXPECT(queue_delayed_work(smoke_wq, &d->dwork, 0));
	KTAP_EXPECT(wait_started(&d->seen, 1));
	KTAP_EXPECT(!cancel_delayed_work_sync(&d->dwork));
	EXPECT_RAN(d, 1);
	kfree(d);
}

static void test_cancel_work_sync(void)
{
	struct smoke_item *it;

	NEW_OR_FAIL(it, item_new(SLOW_MS));
	KTAP_EXPECT(!cancel_work_sync(&it->work));
	gate_close();
	KTAP_EXPECT(queue_work(smoke_ordered, &it->work));
	KTAP_EXPECT(cancel_work_sync(&it->work));
	KTAP_EXPECT(!test_bit(0, &it->work.pending));
	gate_open();
	flush_workqueue(smoke_ordered);
	EXPECT_RAN(it, 0);

	/* It waits for a handler that is already running. */
	KTAP_EXPECT(queue_work(smoke_wq, &it->work));
	KTAP_EXPECT(wait_started(&it->seen, 1));
	KTAP_EXPECT(!cancel_work_sync(&it->work));
	EXPECT_RAN(it, 1);
	kfree(it);
}

static void test_flush_work(void)
{
	struct smoke_item *it;

	NEW_OR_FAIL(it, item_new(SLOW_MS));
	KTAP_EXPECT(!flush_work(&it->work));
	KTAP_EXPECT(queue_work(smoke_wq, &it->work));
	KTAP_EXPECT(flush_work(&it->work));
	/* No waiting: flush_work returned after the handler finished. */
	EXPECT_RAN(it, 1);
	kfree(it);
}

#define FLUSH_ITEMS 16

static void test_flush_workqueue(void)
{
	struct smoke_item *items[FLUSH_ITEMS] = { };
	int i;

	for (i = 0; i < FLUSH_ITEMS; i++) {
		items[i] = item_new(i % 4 ? 0 : 5);
		if (!items[i]) {
			ktap_diag("out of memory");
			ktap_failures++;
			goto out;
		}
		KTAP_EXPECT(queue_work(smoke_wq, &items[i]->work));
	}
	flush_workqueue(smoke_wq);
	for (i = 0; i < FLUSH_ITEMS; i++)
		EXPECT_RAN(items[i], 1);
out:
	for (i = 0; i < FLUSH_ITEMS; i++)
		kfree(items[i]);
}

/* ---- pending state ----------------------------------------------------- */

static void test_work_pending(void)
{
	struct smoke_item *it;

	NEW_OR_FAIL(it, item_new(0));
	KTAP_EXPECT(!test_bit(0, &it->work.pending));
	gate_close();
	KTAP_EXPECT(queue_work(smoke_ordered, &it->work));
	KTAP_EXPECT(test_bit(0, &it->work.pending));
	gate_open();
	flush_work(&it->work);
	KTAP_EXPECT(!test_bit(0, &it->work.pending));
	EXPECT_RAN(it, 1);
	kfree(it);
}

static void test_delayed_work_pending(void)
{
	struct smoke_ditem *d;

	NEW_OR_FAIL(d, ditem_new(0));
	KTAP_EXPECT(!test_bit(0, &d->dwork.pending));
	KTAP_EXPECT(queue_delayed_work(smoke_wq, &d->dwork, FAR_AWAY));
	KTAP_EXPECT(test_bit(0, &d->dwork.pending));
	KTAP_EXPECT(cancel_delayed_work_sync(&d->dwork));
	KTAP_EXPECT(!test_bit(0, &d->dwork.pending));
	EXPECT_RAN(d, 0);
	kfree(d);
}

/* ---- helpers built on work items -------------------------------------- */

/*
 * schedule_on_each_cpu() is not exported to modules, so the test looks its
 * address up through a kprobe (CONFIG_KPROBES) and calls it through a
 * pointer of the type the branch's own header declares; the macro keeps the
 * call below written as an ordinary call, which the conversion scripts see.
 */
static typeof(schedule_on_each_cpu) *schedule_on_each_cpu_fn;
#define schedule_on_each_cpu(...) schedule_on_each_cpu_fn(__VA_ARGS__)

static int __init find_schedule_on_each_cpu(void)
{
	struct kprobe kp = { .symbol_name = "schedule_on_each_cpu" };
	int ret = register_kprobe(&kp);

	if (ret)
		return ret;
	schedule_on_each_cpu_fn = (void *)kp.addr;
	unregister_kprobe(&kp);
	return 0;
}

static DEFINE_PER_CPU(int, each_cpu_runs);
static atomic_t each_cpu_bad = ATOMIC_INIT(0);

static void each_cpu_fn(void *unused)
{
	if (in_interrupt())
		atomic_inc(&each_cpu_bad);
	this_cpu_inc(each_cpu_runs);
}

static void test_schedule_on_each_cpu(void)
{
	int cpu, total = 0;

	if (!schedule_on_each_cpu_fn) {
		ktap_diag("schedule_on_each_cpu not found (CONFIG_KPROBES?)");
		ktap_failures++;
		return;
	}
	for_each_possible_cpu(cpu)
		per_cpu(each_cpu_runs, cpu) = 0;
	KTAP_EXPECT(schedule_on_each_cpu(each_cpu_fn, NULL) == 0);
	for_each_online_cpu(cpu) {
		KTAP_EXPECT(per_cpu(each_cpu_runs, cpu) == 1);
		total += per_cpu(each_cpu_runs, cpu);
	}
	KTAP_EXPECT(total == num_online_cpus());
	KTAP_EXPECT(atomic_read(&each_cpu_bad) == 0);
}

struct smoke_ew {
	unsigned long magic;
	struct smoke_seen seen;
	struct timer_list timer;
	int timer_ret;
	struct execute_work ew;
};

static void ew_fn(void *data)
{
	struct smoke_ew *e = data;

	smoke_record(&e->seen, e, READ_ONCE(e->magic), 0);
}

static void ew_timer_fn(struct timer_list *t)
{
	struct smoke_ew *e = from_timer(e, t, timer);

	/* In softirq context it must defer to a work item. */
	e->timer_ret = execute_in_process_context(ew_fn, e, &e->ew);
}

static void test_execute_in_process_context(void)
{
	struct smoke_ew *e;

	NEW_OR_FAIL(e, kzalloc(sizeof(*e), GFP_KERNEL));
	e->magic = SMOKE_MAGIC;
	/* In process context it runs the function at once, synchronously. */
	KTAP_EXPECT(execute_in_process_context(ew_fn, e, &e->ew) == 0);
	EXPECT_RAN(e, 1);

	timer_setup(&e->timer, ew_timer_fn, 0);
	mod_timer(&e->timer, jiffies + 1);
	KTAP_EXPECT(wait_runs(&e->seen, 2));
	del_timer_sync(&e->timer);
	flush_work(&e->ew.work);
	KTAP_EXPECT(e->timer_ret == 1);
	EXPECT_RAN(e, 2);
	kfree(e);
}

/* ---- the suite --------------------------------------------------------- */

static const struct ktap_case smoke_cases[] = {
	{ "declare_work", test_declare_work },
	{ "work_initializer", test_work_initializer },
	{ "declare_delayed_work", test_declare_delayed_work },
	{ "init_work", test_init_work },
	{ "init_delayed_work", test_init_delayed_work },
	{ "onstack", test_onstack },
	{ "queue_work", test_queue_work },
	{ "queue_work_on", test_queue_work_on },
	{ "queue_delayed_work", test_queue_delayed_work },
	{ "queue_delayed_work_on", test_queue_delayed_work_on },
	{ "schedule_work", test_schedule_work },
	{ "schedule_delayed_work", test_schedule_delayed_work },
	{ "mod_delayed_work", test_mod_delayed_work },
	{ "cancel_delayed_work", test_cancel_delayed_work },
	{ "cancel_work_sync", test_cancel_work_sync },
	{ "flush_work", test_flush_work },
	{ "flush_workqueue", test_flush_workqueue },
	{ "work_pending", test_work_pending },
	{ "delayed_work_pending", test_delayed_work_pending },
	{ "schedule_on_each_cpu", test_schedule_on_each_cpu },
	{ "execute_in_process_context", test_execute_in_process_context },
};

static void smoke_diagnostics(void)
{
	ktap_diag("sizeof(struct work_struct) = %zu",
		  sizeof(struct work_struct));
	/*
	 * Of an item, not of the type: the legacy API has no such type, the
	 * forward scripts make the item delayed.
	 */
	ktap_diag("sizeof(struct delayed_work) = %zu",
		  sizeof(static_dwork));
	ktap_diag("online cpus = %u, HZ = %d", num_online_cpus(), HZ);
}

static int __init wq_smoke_init(void)
{
	smoke_wq = alloc_workqueue("wq_smoke", 0, 0);
	smoke_ordered = alloc_ordered_workqueue("wq_smoke_ordered", 0);
	if (!smoke_wq || !smoke_ordered) {
		if (smoke_wq)
			destroy_workqueue(smoke_wq);
		if (smoke_ordered)
			destroy_workqueue(smoke_ordered);
		return -ENOMEM;
	}
	INIT_WORK(&gate.work, gate_fn, NULL);
	if (find_schedule_on_each_cpu())
		pr_warn("wq_smoke: cannot find schedule_on_each_cpu\n");
	ktap_run_suite("wq_smoke", smoke_cases, ARRAY_SIZE(smoke_cases),
		       smoke_diagnostics);
	return 0;
}

static void __exit wq_smoke_exit(void)
{
	destroy_workqueue(smoke_ordered);
	destroy_workqueue(smoke_wq);
}

module_init(wq_smoke_init);
module_exit(wq_smoke_exit);
MODULE_DESCRIPTION("KTAP smoke test of every workqueue API form");
MODULE_LICENSE("GPL");
