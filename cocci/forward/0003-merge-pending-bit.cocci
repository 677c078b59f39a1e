// SPDX-License-Identifier: GPL-2.0-only
/// 365970a1ea76 ("WorkStruct: Merge the pending bit into the wq_data
/// pointer") folds a work item's pending word into its data word, so code
/// may no longer read ->pending: it asks work_pending() (or, for a delayed
/// item, delayed_work_pending()), as floppy.c did in that commit.
///
/// Only reads of the pending word of a work item are converted: the item
/// must be typed struct work_struct (or struct delayed_work's .work) where
/// spatch can see it.  Writes to ->pending are reported: they have no
/// equivalent and need a human.
//
// Confidence: High
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers --disable-iso ptr_to_array
// (ptr_to_array lets a pattern E->f match a[i].f and write it back as
// a->f, dropping the index: a[i].dwork became a->dwork.)
// Prefilter: (\.|->)\s*pending\b

virtual patch
virtual report

// Where spatch does not know the type (the struct is in a header, and
// --no-includes), the field names of 0001 table say what a field is:
// work_struct fields (decls), and those 0001 made delayed (typeds, names).
@initialize:python@
@@
import copy
import json
import os

work_fields = set()
delayed_fields = set()
_path = os.environ.get('WQR_DELAYED')
if _path and os.path.exists(_path):
    with open(_path) as _f:
        _t = json.load(_f)
    work_fields.update(d.rpartition('.')[2] for d in _t.get('decls', []))
    delayed_fields.update(_t.get('names', []))
    delayed_fields.update(k.rpartition('.')[2] for k in _t.get('typeds', []))


def is_work_field(f):
    return f in work_fields


def is_delayed_field(f):
    return f in delayed_fields


# The pending words a write rule found: a read rule must not turn
# w->pending = 0 into work_pending(w) = 0.
written = set()


def unwritten(p):
    return (p[0].file, p[0].line, p[0].column) not in written


declared_work = set()
delayed_names_declared = set()


def is_declared_work(g):
    return g in declared_work


def is_declared_delayed(g):
    return g in delayed_names_declared


pcpu_delayed_names = set()


def is_pcpu_delayed(g):
    return g in pcpu_delayed_names

# One spatch can be given many files (by spatch_run.py, coccicheck): rule
# fresh_file starts each of them with the state set up above.
_fresh = copy.deepcopy({k: v for k, v in globals().items()
                        if isinstance(v, (set, dict, list)) and k[0] != '_'})

@script:python fresh_file@
@@
globals().update(copy.deepcopy(_fresh))

// Items declared by DECLARE_WORK and DECLARE_DELAYED_WORK (three arguments
// in legacy code, two in code already converted): spatch does not know the
// type of what these macros declare, so their names are kept.

@declared@
declarer name DECLARE_WORK;
identifier g, f;
expression d;
@@
(
 DECLARE_WORK(g, f, d);
|
 DECLARE_WORK(g, f);
)

@script:python@
g << declared.g;
@@
declared_work.add(g)

@declared_delayed@
declarer name DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier g, f;
expression d;
@@
(
 DECLARE_DELAYED_WORK(g, f, d);
|
 DECLARE_DEFERRABLE_WORK(g, f, d);
|
 DECLARE_DELAYED_WORK(g, f);
|
 DECLARE_DEFERRABLE_WORK(g, f);
)

@script:python@
g << declared_delayed.g;
@@
delayed_names_declared.add(g)

// A field this file hands to a work initialiser is a work item here, even
// when its struct is in a header spatch could not parse (usb hub.h loses
// struct usb_hub to u8 (*buffer)[8]: hub.c reads hub->events.pending).
@init_field@
identifier I = {INIT_WORK, PREPARE_WORK, INIT_WORK_ONSTACK};
expression E;
identifier f;
@@
 I(\(&E->f\|&E.f\), ...)

@script:python@
f << init_field.f;
@@
work_fields.add(f)

// Delayed per-CPU items, reached through their pointer (vmstat: the
// pending bit of this_cpu_ptr(&vmstat_work)).
@pcpu_delayed@
declarer name DEFINE_PER_CPU, DECLARE_PER_CPU;
identifier g;
@@
(
 DEFINE_PER_CPU(struct delayed_work, g);
|
 DECLARE_PER_CPU(struct delayed_work, g);
)

@script:python@
g << pcpu_delayed.g;
@@
pcpu_delayed_names.add(g)

// Writes next: no read rule below may touch them, whatever the item, and
// those of work items are reported, as they have no equivalent in the new
// API.  Nor may a read rule touch a pending word whose address is taken
// other than by test_bit(0, ...): the legacy word is read as a value or
// through test_bit(), so &x.pending is some other pending
// (panfrost: atomic_read(&pfdev->reset.pending), where a field reset of
// another struct is a work item).
@any_write@
expression X, V;
identifier op =~ "^(set_bit|clear_bit|test_and_set_bit|test_and_clear_bit)$";
position p;
@@
(
 X.pending@p = V
|
 X->pending@p = V
|
 op(0, &X.pending@p)
|
 op(0, &X->pending@p)
|
 &X.pending@p
|
 &X->pending@p
)

@script:python@
p << any_write.p;
@@
written.add((p[0].file, p[0].line, p[0].column))

@write@
struct work_struct W;
struct work_struct *P;
struct delayed_work D;
struct delayed_work *DP;
expression E, V;
identifier f : script:python() { is_work_field(f) };
identifier d : script:python() { is_delayed_field(d) };
identifier g : script:python() { is_declared_work(g) };
identifier dg : script:python() { is_declared_delayed(dg) };
identifier op =~ "^(set_bit|clear_bit|test_and_set_bit|test_and_clear_bit)$";
position p;
@@
(
 W.pending@p = V
|
 P->pending@p = V
|
 D.pending@p = V
|
 DP->pending@p = V
|
 D.work.pending@p = V
|
 DP->work.pending@p = V
|
 E->f.pending@p = V
|
 E.f.pending@p = V
|
 E->d.work.pending@p = V
|
 E.d.work.pending@p = V
|
 g.pending@p = V
|
 dg.work.pending@p = V
|
 op(0, &W.pending@p)
|
 op(0, &P->pending@p)
|
 op(0, &D.work.pending@p)
|
 op(0, &DP->work.pending@p)
|
 op(0, &E->f.pending@p)
|
 op(0, &E.f.pending@p)
|
 op(0, &E->d.work.pending@p)
|
 op(0, &E.d.work.pending@p)
|
 op(0, &g.pending@p)
|
 op(0, &dg.work.pending@p)
)

@script:python@
p << write.p;
@@
coccilib.report.print_report(p[0], "forward-0003: write to a work item's pending word: the pending bit is the core's own now")

// The reads, in one rule: once a rule has changed a function, the
// positions the write rules recorded no longer match in it.  A disjunction
// tries its branches in order, so the delayed items come first: their
// .work is a work_struct too, and a field called work is in the table
// (x.work.pending of a delayed x is delayed_work_pending(&x), not
// work_pending(&x.work)).  Typed items, then fields of structs spatch cannot
// see (mm/backing-dev.c: wb->dwork, whose struct is in a header), known
// from the 0001 table, then DECLARE_WORK and per-CPU items.  The pending
// word of an item 0001 made a struct delayed_work without a .work step
// (cgroup-v1.c: a local dwork = to_delayed_work(work), read as
// test_bit(0, &dwork->pending)) is its delayed_work_pending() too.
@read depends on patch@
struct work_struct W;
struct work_struct *P;
struct delayed_work D;
struct delayed_work *DP;
expression E, C;
identifier f : script:python() { is_work_field(f) };
identifier d : script:python() { is_delayed_field(d) };
identifier g : script:python() { is_declared_work(g) };
identifier dg : script:python() { is_declared_delayed(dg) };
identifier pg : script:python() { is_pcpu_delayed(pg) };
identifier acc =~ "^(this_cpu_ptr|raw_cpu_ptr)$";
position q : script:python() { unwritten(q) };
@@
(
- test_bit(0, &D.work.pending)
+ delayed_work_pending(&D)
|
- test_bit(0, &D.pending)
+ delayed_work_pending(&D)
|
- test_bit(0, &DP->pending)
+ delayed_work_pending(DP)
|
- D.pending@q
+ delayed_work_pending(&D)
|
- DP->pending@q
+ delayed_work_pending(DP)
|
- test_bit(0, &DP->work.pending)
+ delayed_work_pending(DP)
|
- D.work.pending@q
+ delayed_work_pending(&D)
|
- DP->work.pending@q
+ delayed_work_pending(DP)
|
- test_bit(0, &E->d.work.pending)
+ delayed_work_pending(&E->d)
|
- test_bit(0, &E.d.work.pending)
+ delayed_work_pending(&E.d)
|
- E->d.work.pending@q
+ delayed_work_pending(&E->d)
|
- E.d.work.pending@q
+ delayed_work_pending(&E.d)
|
- test_bit(0, &dg.work.pending)
+ delayed_work_pending(&dg)
|
- dg.work.pending@q
+ delayed_work_pending(&dg)
|
- test_bit(0, &acc(&pg)->work.pending)
+ delayed_work_pending(acc(&pg))
|
- acc(&pg)->work.pending@q
+ delayed_work_pending(acc(&pg))
|
- test_bit(0, &per_cpu_ptr(&pg, C)->work.pending)
+ delayed_work_pending(per_cpu_ptr(&pg, C))
|
- per_cpu_ptr(&pg, C)->work.pending@q
+ delayed_work_pending(per_cpu_ptr(&pg, C))
|
- test_bit(0, &per_cpu(pg, C).work.pending)
+ delayed_work_pending(&per_cpu(pg, C))
|
- per_cpu(pg, C).work.pending@q
+ delayed_work_pending(&per_cpu(pg, C))
|
- test_bit(0, &W.pending)
+ work_pending(&W)
|
- test_bit(0, &P->pending)
+ work_pending(P)
|
- W.pending@q
+ work_pending(&W)
|
- P->pending@q
+ work_pending(P)
|
- test_bit(0, &E->f.pending)
+ work_pending(&E->f)
|
- test_bit(0, &E.f.pending)
+ work_pending(&E.f)
|
- E->f.pending@q
+ work_pending(&E->f)
|
- E.f.pending@q
+ work_pending(&E.f)
|
- test_bit(0, &g.pending)
+ work_pending(&g)
|
- g.pending@q
+ work_pending(&g)
)
