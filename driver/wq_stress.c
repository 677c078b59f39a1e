// SPDX-License-Identifier: GPL-2.0
/*
 * wq_stress: a bounded stress suite for work items, next to wq_smoke.
 *
 * One thread per online CPU (at most STRESS_THREADS) hammers shared items
 * of every kind (static, embedded, delayed, deferrable) with queue, re-queue,
 * mod, cancel and flush, while each also allocates, queues, cancels and
 * frees items of its own and runs items on its stack.  Every call that
 * reports whether it queued or cancelled an instance moves the item's
 * "owed" count, and every handler run moves its "runs" count: once all is
 * flushed the two must be equal for every item, so a lost, doubled or
 * phantom run fails the suite.  Every handler checks that it was handed its
 * own object (a magic of its own), and the pending word (work_pending() /
 * delayed_work_pending() once converted) is checked in each state an item
 * can be in.
 * A fixed number of rounds bounds the run; the rate is a diagnostic only.
 *
 * Like wq_smoke.c, this file is written in the legacy API, the source of
 * truth: the forward scripts convert it (make modules BRANCH=...).
 */
#include <linux/module.h>
#include <linux/workqueue.h>
#include <linux/slab.h>
#include <linux/kthread.h>
#include <linux/completion.h>
#include <linux/jiffies.h>
#include <linux/atomic.h>
#include <linux/delay.h>
#include <linux/wait.h>
#include <linux/cpumask.h>
#include <linux/smp.h>
#include <linux/preempt.h>
#include <linux/rwsem.h>

#include "ktap.h"

#define STRESS_MAGIC	0x57e55000UL
#define STRESS_THREADS	4
#define NR_PLAIN	8
#define NR_DELAYED	8
#define NR_DEFER	4
#define ROUNDS		2000
#define OWN_EVERY	8	/* rounds between a thread's own items */
#define WAIT_MS		10000
#define FAR_AWAY	(60 * HZ)

static struct workqueue_struct *stress_wq;
static DECLARE_WAIT_QUEUE_HEAD(stress_waitq);

/* Handler runs that found another object than their own, or ran in IRQ. */
static atomic_t stress_wrong = ATOMIC_INIT(0);
/* Every handler run, for the rate. */
static atomic_t stress_total = ATOMIC_INIT(0);

struct stress_count {
	unsigned long magic;	/* STRESS_MAGIC + the item's number */
	unsigned long id;
	atomic_t owed;		/* instances queued minus instances cancelled */
	atomic_t runs;		/* handler runs */
	atomic_t pending_in_fn;	/* runs that saw their item still pending */
};

struct stress_item {
	struct stress_count c;
	struct work_struct work;
};

struct stress_ditem {
	struct stress_count c;
	struct work_struct dwork;
};

static void stress_count_init(struct stress_count *c, unsigned long id)
{
	c->magic = STRESS_MAGIC + id;
	c->id = id;
	atomic_set(&c->owed, 0);
	atomic_set(&c->runs, 0);
	atomic_set(&c->pending_in_fn, 0);
}

static void stress_ran(struct stress_count *c, bool pending)
{
	if (READ_ONCE(c->magic) != STRESS_MAGIC + READ_ONCE(c->id) ||
	    in_interrupt())
		atomic_inc(&stress_wrong);
	if (pending)
		atomic_inc(&c->pending_in_fn);
	atomic_inc(&c->runs);
	atomic_inc(&stress_total);
	wake_up_all(&stress_waitq);
}

static void stress_fn(void *data)
{
	struct stress_item *it = data;

	stress_ran(&it->c, false);
}

static void stress_dfn(void *data)
{
	struct stress_ditem *d = data;

	stress_ran(&d->c, false);
}

/* ---- items shared by all threads --------------------------------------- */

static struct stress_item *plain;	/* NR_PLAIN of them */
static struct stress_ditem *delayed;	/* NR_DELAYED delayed, NR_DEFER deferrable */

/*
 * mod_delayed_work() and a sync cancel of the same item never overlap.
 * On 6.12 a sync cancel disables the item while it waits, and
 * mod_delayed_work() on a disabled idle item returns false ("was idle and
 * queued") without queueing it, so its return value would not tell whether
 * a run is owed.  Everything else still races: mods of one item with each
 * other, and both kinds with queue, cancel and flush from other threads.
 */
static struct rw_semaphore delayed_sync[NR_DELAYED + NR_DEFER];

static struct stress_count static_count;

static void static_fn(void *data)
{
	stress_ran(&static_count, false);
}

static DECLARE_WORK(static_work, static_fn, NULL);

static struct stress_count static_dcount;

static void static_dfn(void *data)
{
	stress_ran(&static_dcount, false);
}

static DECLARE_WORK(static_dwork, static_dfn, NULL);

/* Record what a call said: it queued (or cancelled) one instance, or not. */
static void owe(struct stress_count *c, bool queued)
{
	if (queued)
		atomic_inc(&c->owed);
}

static void repay(struct stress_count *c, bool cancelled)
{
	if (cancelled)
		atomic_dec(&c->owed);
}

static u32 next_rand(u32 *s)
{
	/* xorshift32: the same sequence on every kernel, no API to convert */
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

/* The n-th online CPU, counted modulo their number. */
static int nth_cpu(unsigned int n)
{
	int cpu;

	n %= num_online_cpus();
	for_each_online_cpu(cpu)
		if (!n--)
			return cpu;
	return raw_smp_processor_id();
}

static int pick_cpu(u32 r)
{
	return nth_cpu(r);
}

static void shared_plain_op(u32 r)
{
	struct stress_item *it = &plain[(r >> 8) % NR_PLAIN];

	switch (r % 6) {
	case 0:
		owe(&it->c, queue_work(stress_wq, &it->work));
		break;
	case 1:
		owe(&it->c, queue_work_on(pick_cpu(r >> 16), stress_wq,
					  &it->work));
		break;
	case 2:
		owe(&it->c, schedule_work(&it->work));
		break;
	case 3:
		repay(&it->c, cancel_work_sync(&it->work));
		break;
	case 4:
		flush_work(&it->work);
		break;
	default:
		owe(&static_count, queue_work(stress_wq, &static_work));
		break;
	}
}

static void shared_delayed_op(u32 r)
{
	unsigned int i = (r >> 8) % (NR_DELAYED + NR_DEFER);
	struct stress_ditem *d = &delayed[i];
	unsigned long delay = (r >> 16) % 3;

	switch (r % 7) {
	case 0:
		owe(&d->c, queue_delayed_work(stress_wq, &d->dwork, delay));
		break;
	case 1:
		owe(&d->c, queue_delayed_work_on(pick_cpu(r >> 20), stress_wq,
						 &d->dwork, delay));
		break;
	case 2:
		/* true: it was pending and stays so; false: queued now */
		down_read(&delayed_sync[i]);
		owe(&d->c, !mod_delayed_work(stress_wq, &d->dwork, delay));
		up_read(&delayed_sync[i]);
		break;
	case 3:
		repay(&d->c, cancel_delayed_work(&d->dwork));
		break;
	case 4:
		down_write(&delayed_sync[i]);
		repay(&d->c, cancel_delayed_work_sync(&d->dwork));
		up_write(&delayed_sync[i]);
		break;
	case 5:
		flush_delayed_work(&d->dwork);
		break;
	default:
		owe(&static_dcount, schedule_delayed_work(&static_dwork, delay));
		break;
	}
}

/* ---- items of one thread: allocated, freed, on the stack --------------- */

struct stress_thread {
	struct task_struct *task;
	unsigned int index;
	u32 seed;
	unsigned int own_runs;	/* runs of its own items */
	unsigned int own_bad;	/* own items whose runs were not as owed */
	struct completion done;
};

static void own_items(struct stress_thread *t, u32 r)
{
	struct stress_item *it = kzalloc(sizeof(*it), GFP_KERNEL);
	struct stress_ditem *d = kzalloc(sizeof(*d), GFP_KERNEL);
	struct stress_item s;

	if (it && d) {
		stress_count_init(&it->c, 1000 + t->index);
		stress_count_init(&d->c, 2000 + t->index);
		INIT_WORK(&it->work, stress_fn, it);
		INIT_WORK(&d->dwork, stress_dfn, d);
		owe(&it->c, queue_work(stress_wq, &it->work));
		owe(&d->c, queue_delayed_work(stress_wq, &d->dwork, r % 2));
		if (r & 1)
			repay(&it->c, cancel_work_sync(&it->work));
		if (r & 2)
			repay(&d->c, cancel_delayed_work_sync(&d->dwork));
		/* Freed only when nothing is pending or running. */
		flush_work(&it->work);
		flush_delayed_work(&d->dwork);
		t->own_runs += atomic_read(&it->c.runs) +
			atomic_read(&d->c.runs);
		if (atomic_read(&it->c.runs) != atomic_read(&it->c.owed) ||
		    atomic_read(&d->c.runs) != atomic_read(&d->c.owed))
			t->own_bad++;
	} else {
		t->own_bad++;
	}
	kfree(it);
	kfree(d);

	stress_count_init(&s.c, 3000 + t->index);
	INIT_WORK_ONSTACK(&s.work, stress_fn, &s);
	owe(&s.c, queue_work_on(pick_cpu(r), stress_wq, &s.work));
	flush_work(&s.work);
	if (atomic_read(&s.c.runs) != 1 || atomic_read(&s.c.owed) != 1)
		t->own_bad++;
	t->own_runs += atomic_read(&s.c.runs);
	destroy_work_on_stack(&s.work);
}

static int stress_thread_fn(void *arg)
{
	struct stress_thread *t = arg;
	unsigned int i;

	for (i = 0; i < ROUNDS; i++) {
		u32 r = next_rand(&t->seed);

		if (r & 0x10000)
			shared_plain_op(next_rand(&t->seed));
		else
			shared_delayed_op(next_rand(&t->seed));
		if (i % OWN_EVERY == t->index % OWN_EVERY)
			own_items(t, r);
		if (!(i % 64))
			cond_resched();
	}
	complete(&t->done);
	/* kthread_stop() reaps it; it must not exit before. */
	while (!kthread_should_stop()) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!kthread_should_stop())
			schedule();
		__set_current_state(TASK_RUNNING);
	}
	return 0;
}

/* Flush every shared item, then compare what ran with what was owed. */
static int shared_settle(void)
{
	int i, bad = 0;

	for (i = 0; i < NR_PLAIN; i++)
		flush_work(&plain[i].work);
	for (i = 0; i < NR_DELAYED + NR_DEFER; i++)
		flush_delayed_work(&delayed[i].dwork);
	flush_work(&static_work);
	flush_delayed_work(&static_dwork);
	flush_workqueue(stress_wq);

	for (i = 0; i < NR_PLAIN; i++) {
		if (test_bit(0, &plain[i].work.pending))
			bad++;
		if (atomic_read(&plain[i].c.runs) !=
		    atomic_read(&plain[i].c.owed)) {
			ktap_diag("plain %d: ran %d times, owed %d", i,
				  atomic_read(&plain[i].c.runs),
				  atomic_read(&plain[i].c.owed));
			bad++;
		}
	}
	for (i = 0; i < NR_DELAYED + NR_DEFER; i++) {
		if (test_bit(0, &delayed[i].dwork.pending))
			bad++;
		if (atomic_read(&delayed[i].c.runs) !=
		    atomic_read(&delayed[i].c.owed)) {
			ktap_diag("delayed %d: ran %d times, owed %d", i,
				  atomic_read(&delayed[i].c.runs),
				  atomic_read(&delayed[i].c.owed));
			bad++;
		}
	}
	if (atomic_read(&static_count.runs) != atomic_read(&static_count.owed) ||
	    atomic_read(&static_dcount.runs) !=
	    atomic_read(&static_dcount.owed)) {
		ktap_diag("static: ran %d/%d times, owed %d/%d",
			  atomic_read(&static_count.runs),
			  atomic_read(&static_dcount.runs),
			  atomic_read(&static_count.owed),
			  atomic_read(&static_dcount.owed));
		bad++;
	}
	return bad;
}

static void test_concurrent(void)
{
	struct stress_thread *threads;
	unsigned int n = min_t(unsigned int, num_online_cpus(),
			       STRESS_THREADS);
	unsigned long t0, ms;
	unsigned int i, own_runs = 0, own_bad = 0;
	int cpu, total0 = atomic_read(&stress_total), ran;

	threads = kcalloc(n, sizeof(*threads), GFP_KERNEL);
	if (!threads) {
		ktap_diag("out of memory");
		ktap_failures++;
		return;
	}
	t0 = jiffies;
	for (i = 0; i < n; i++) {
		threads[i].index = i;
		threads[i].seed = 0x2006u + 7919u * i;
		init_completion(&threads[i].done);
		cpu = nth_cpu(i);
		threads[i].task = kthread_create(stress_thread_fn, &threads[i],
						 "wq_stress/%u", i);
		if (IS_ERR(threads[i].task)) {
			threads[i].task = NULL;
			ktap_failures++;
			continue;
		}
		kthread_bind(threads[i].task, cpu);
		wake_up_process(threads[i].task);
	}
	for (i = 0; i < n; i++) {
		if (!threads[i].task)
			continue;
		KTAP_EXPECT(wait_for_completion_timeout(&threads[i].done,
				msecs_to_jiffies(WAIT_MS * 6)));
		kthread_stop(threads[i].task);
		own_runs += threads[i].own_runs;
		own_bad += threads[i].own_bad;
	}
	KTAP_EXPECT(shared_settle() == 0);
	KTAP_EXPECT(own_bad == 0);
	KTAP_EXPECT(atomic_read(&stress_wrong) == 0);
	ms = jiffies_to_msecs(jiffies - t0);
	ran = atomic_read(&stress_total) - total0;
	ktap_diag("%u threads x %d rounds: %d handler runs (%u of own items) in %lu ms, %lu work items/s",
		  n, ROUNDS, ran, own_runs, ms,
		  ms ? (unsigned long)ran * 1000 / ms : 0);
	kfree(threads);
}

/* ---- states of one item, one thread ------------------------------------- */

/*
 * A handler that holds the queue until released, so that items queued
 * behind it on an ordered workqueue stay pending while they are checked.
 */
static struct workqueue_struct *stress_ordered;
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

/* A handler that looks at its own pending state while it runs. */
static void look_fn(void *data)
{
	struct stress_item *it = data;

	stress_ran(&it->c, test_bit(0, &it->work.pending));
}

static void dlook_fn(void *data)
{
	struct stress_ditem *d = data;

	stress_ran(&d->c, test_bit(0, &d->dwork.pending));
}

static void test_pending_states(void)
{
	struct stress_item *it;
	struct stress_ditem *d;

	it = kzalloc(sizeof(*it), GFP_KERNEL);
	d = kzalloc(sizeof(*d), GFP_KERNEL);
	if (!it || !d) {
		ktap_diag("out of memory");
		ktap_failures++;
		goto out;
	}
	stress_count_init(&it->c, 4000);
	stress_count_init(&d->c, 4001);
	INIT_WORK(&it->work, look_fn, it);
	INIT_WORK(&d->dwork, dlook_fn, d);

	/* idle */
	KTAP_EXPECT(!test_bit(0, &it->work.pending));
	KTAP_EXPECT(!test_bit(0, &d->dwork.pending));

	/* queued behind the gate: pending until it runs */
	init_completion(&gate.entered);
	init_completion(&gate.release);
	KTAP_EXPECT(queue_work(stress_ordered, &gate.work));
	KTAP_EXPECT(wait_for_completion_timeout(&gate.entered,
						msecs_to_jiffies(WAIT_MS)));
	KTAP_EXPECT(queue_work(stress_ordered, &it->work));
	KTAP_EXPECT(test_bit(0, &it->work.pending));
	KTAP_EXPECT(!queue_work(stress_ordered, &it->work));

	/* cancelled while pending: idle again, never ran */
	KTAP_EXPECT(cancel_work_sync(&it->work));
	KTAP_EXPECT(!test_bit(0, &it->work.pending));
	KTAP_EXPECT(atomic_read(&it->c.runs) == 0);

	/* queued again, released: ran once, not pending while it ran */
	KTAP_EXPECT(queue_work(stress_ordered, &it->work));
	complete(&gate.release);
	flush_work(&gate.work);
	flush_work(&it->work);	/* it may have run already: no return check */
	KTAP_EXPECT(!test_bit(0, &it->work.pending));
	KTAP_EXPECT(atomic_read(&it->c.runs) == 1);
	KTAP_EXPECT(atomic_read(&it->c.pending_in_fn) == 0);

	/* on its timer: pending, and cancelled there */
	KTAP_EXPECT(queue_delayed_work(stress_wq, &d->dwork, FAR_AWAY));
	KTAP_EXPECT(test_bit(0, &d->dwork.pending));
	KTAP_EXPECT(!queue_delayed_work(stress_wq, &d->dwork, 1));
	KTAP_EXPECT(mod_delayed_work(stress_wq, &d->dwork, FAR_AWAY));
	KTAP_EXPECT(test_bit(0, &d->dwork.pending));
	KTAP_EXPECT(cancel_delayed_work(&d->dwork));
	KTAP_EXPECT(!test_bit(0, &d->dwork.pending));
	KTAP_EXPECT(!cancel_delayed_work(&d->dwork));

	/* mod on an idle item queues it; flushed it ran once */
	KTAP_EXPECT(!mod_delayed_work(stress_wq, &d->dwork, FAR_AWAY));
	KTAP_EXPECT(test_bit(0, &d->dwork.pending));
	KTAP_EXPECT(flush_delayed_work(&d->dwork));
	KTAP_EXPECT(!test_bit(0, &d->dwork.pending));
	KTAP_EXPECT(atomic_read(&d->c.runs) == 1);
	KTAP_EXPECT(atomic_read(&d->c.pending_in_fn) == 0);
	KTAP_EXPECT(!cancel_delayed_work_sync(&d->dwork));
	KTAP_EXPECT(atomic_read(&stress_wrong) == 0);
out:
	kfree(it);
	kfree(d);
}

/* ---- a handler that re-arms itself, stopped by a sync cancel ------------ */

static struct stress_ditem *rearm;
static atomic_t rearm_stop = ATOMIC_INIT(0);

static void rearm_fn(void *data)
{
	struct stress_ditem *d = data;

	stress_ran(&d->c, false);
	if (!atomic_read(&rearm_stop))
		queue_delayed_work(stress_wq, &d->dwork, 0);
}

/*
 * cancel_rearming_delayed_work() is the 2.6.18 name of the cancel for such
 * a handler; 6.1 dropped it, so upstream has only cancel_delayed_work_sync()
 * (Kbuild defines WQ_HAVE_CANCEL_REARMING where workqueue.h has it).
 */
static void rearm_cancel(struct stress_ditem *d, bool rearming)
{
#ifdef WQ_HAVE_CANCEL_REARMING
	if (rearming) {
		cancel_rearming_delayed_work(&d->dwork);
		return;
	}
#endif
	cancel_delayed_work_sync(&d->dwork);
}

static void rearm_test(bool rearming)
{
	int runs;

	rearm = kzalloc(sizeof(*rearm), GFP_KERNEL);
	if (!rearm) {
		ktap_diag("out of memory");
		ktap_failures++;
		return;
	}
	stress_count_init(&rearm->c, 5000);
	INIT_WORK(&rearm->dwork, rearm_fn, rearm);
	KTAP_EXPECT(queue_delayed_work(stress_wq, &rearm->dwork, 0));
	KTAP_EXPECT(wait_event_timeout(stress_waitq,
				       atomic_read(&rearm->c.runs) >= 50,
				       msecs_to_jiffies(WAIT_MS)) > 0);
	/* It re-arms while it is cancelled: the sync cancel must win. */
	rearm_cancel(rearm, rearming);
	runs = atomic_read(&rearm->c.runs);
	KTAP_EXPECT(!test_bit(0, &rearm->dwork.pending));
	msleep(20);
	KTAP_EXPECT(atomic_read(&rearm->c.runs) == runs);
	ktap_diag("re-armed %d times before the cancel", runs);
	kfree(rearm);
}

static void test_rearm_cancel(void)
{
	rearm_test(false);
}

#ifdef WQ_HAVE_CANCEL_REARMING
static void test_cancel_rearming(void)
{
	rearm_test(true);
}
#endif

/* ---- the suite ------------------------------------------------------------ */

static const struct ktap_case stress_cases[] = {
	{ "pending_states", test_pending_states },
	{ "concurrent", test_concurrent },
	{ "rearm_cancel", test_rearm_cancel },
#ifdef WQ_HAVE_CANCEL_REARMING
	{ "cancel_rearming", test_cancel_rearming },
#endif
};

static void stress_diagnostics(void)
{
	ktap_diag("online cpus = %u, threads = %u, rounds = %d",
		  num_online_cpus(),
		  min_t(unsigned int, num_online_cpus(), STRESS_THREADS),
		  ROUNDS);
#ifndef WQ_HAVE_CANCEL_REARMING
	ktap_diag("no cancel_rearming_delayed_work() in this API: not tested");
#endif
}

static int __init wq_stress_init(void)
{
	int i;

	stress_wq = alloc_workqueue("wq_stress", 0, 0);
	stress_ordered = alloc_ordered_workqueue("wq_stress_ordered", 0);
	plain = kcalloc(NR_PLAIN, sizeof(*plain), GFP_KERNEL);
	delayed = kcalloc(NR_DELAYED + NR_DEFER, sizeof(*delayed), GFP_KERNEL);
	if (!stress_wq || !stress_ordered || !plain || !delayed)
		goto fail;
	for (i = 0; i < NR_PLAIN; i++) {
		stress_count_init(&plain[i].c, i);
		INIT_WORK(&plain[i].work, stress_fn, &plain[i]);
	}
	for (i = 0; i < NR_DELAYED + NR_DEFER; i++)
		init_rwsem(&delayed_sync[i]);
	for (i = 0; i < NR_DELAYED; i++) {
		stress_count_init(&delayed[i].c, 100 + i);
		INIT_WORK(&delayed[i].dwork, stress_dfn, &delayed[i]);
	}
	for (i = NR_DELAYED; i < NR_DELAYED + NR_DEFER; i++) {
		stress_count_init(&delayed[i].c, 100 + i);
		INIT_DEFERRABLE_WORK(&delayed[i].dwork, stress_dfn, &delayed[i]);
	}
	stress_count_init(&static_count, 200);
	stress_count_init(&static_dcount, 201);
	INIT_WORK(&gate.work, gate_fn, NULL);
	ktap_run_suite("wq_stress", stress_cases, ARRAY_SIZE(stress_cases),
		       stress_diagnostics);
	return 0;
fail:
	kfree(plain);
	kfree(delayed);
	if (stress_ordered)
		destroy_workqueue(stress_ordered);
	if (stress_wq)
		destroy_workqueue(stress_wq);
	return -ENOMEM;
}

static void __exit wq_stress_exit(void)
{
	destroy_workqueue(stress_ordered);
	destroy_workqueue(stress_wq);
	kfree(plain);
	kfree(delayed);
}

module_init(wq_stress_init);
module_exit(wq_stress_exit);
MODULE_DESCRIPTION("Bounded KTAP stress suite of the workqueue API");
MODULE_LICENSE("GPL");
