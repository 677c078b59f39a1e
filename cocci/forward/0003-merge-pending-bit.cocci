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
// Options: --no-includes --include-headers

virtual patch
virtual report

// Where spatch does not know the type (the struct is in a header, and
// --no-includes), the field names of 0001 table say what a field is:
// work_struct fields (decls), and those 0001 made delayed (typeds, names).
@initialize:python@
@@
import json
import os

work_fields = set()
delayed_fields = set()
_path = os.environ.get('WQR_DELAYED')
if _path and os.path.exists(_path):
    with open(_path) as _f:
        _t = json.load(_f)
    work_fields.update(d.partition('.')[2] for d in _t.get('decls', []))
    delayed_fields.update(_t.get('names', []))
    delayed_fields.update(k.partition('.')[2] for k in _t.get('typeds', []))


def is_work_field(f):
    return f in work_fields


def is_delayed_field(f):
    return f in delayed_fields

@read depends on patch@
struct work_struct W;
struct work_struct *P;
struct delayed_work D;
struct delayed_work *DP;
@@
(
- test_bit(0, &D.work.pending)
+ delayed_work_pending(&D)
|
- test_bit(0, &DP->work.pending)
+ delayed_work_pending(DP)
|
- test_bit(0, &W.pending)
+ work_pending(&W)
|
- test_bit(0, &P->pending)
+ work_pending(P)
|
- D.work.pending
+ delayed_work_pending(&D)
|
- DP->work.pending
+ delayed_work_pending(DP)
|
- W.pending
+ work_pending(&W)
|
- P->pending
+ work_pending(P)
)

// Fields of structs spatch cannot see (mm/backing-dev.c: wb->dwork, whose
// struct is in a header), known from the 0001 table.
@read_field depends on patch@
expression E;
identifier f : script:python() { is_work_field(f) };
identifier d : script:python() { is_delayed_field(d) };
@@
(
- test_bit(0, &E->d.work.pending)
+ delayed_work_pending(&E->d)
|
- test_bit(0, &E.d.work.pending)
+ delayed_work_pending(&E.d)
|
- test_bit(0, &E->f.pending)
+ work_pending(&E->f)
|
- test_bit(0, &E.f.pending)
+ work_pending(&E.f)
)

// Items declared by DECLARE_WORK and DECLARE_DELAYED_WORK: spatch does not
// know the type of what these macros declare.
@declared@
declarer name DECLARE_WORK;
identifier g, f;
expression d;
@@
 DECLARE_WORK(g, f, d);

@read_declared depends on patch@
identifier declared.g;
@@
(
- test_bit(0, &g.pending)
+ work_pending(&g)
|
- g.pending
+ work_pending(&g)
)

@declared_delayed@
declarer name DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier g, f;
expression d;
@@
(
 DECLARE_DELAYED_WORK(g, f, d);
|
 DECLARE_DEFERRABLE_WORK(g, f, d);
)

@read_declared_delayed depends on patch@
identifier declared_delayed.g;
@@
(
- test_bit(0, &g.work.pending)
+ delayed_work_pending(&g)
|
- g.work.pending
+ delayed_work_pending(&g)
)

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

@read_pcpu depends on patch@
identifier pcpu_delayed.g;
identifier acc =~ "^(this_cpu_ptr|raw_cpu_ptr)$";
expression C;
@@
(
- test_bit(0, &acc(&g)->work.pending)
+ delayed_work_pending(acc(&g))
|
- test_bit(0, &per_cpu_ptr(&g, C)->work.pending)
+ delayed_work_pending(per_cpu_ptr(&g, C))
|
- test_bit(0, &per_cpu(g, C).work.pending)
+ delayed_work_pending(&per_cpu(g, C))
)

@write@
struct work_struct W;
struct work_struct *P;
expression E;
position p;
@@
(
 W.pending@p = E
|
 P->pending@p = E
|
 set_bit(0, &W.pending@p)
|
 set_bit(0, &P->pending@p)
|
 clear_bit(0, &W.pending@p)
|
 clear_bit(0, &P->pending@p)
)

@script:python@
p << write.p;
@@
coccilib.report.print_report(p[0], "forward-0003: write to a work item's pending word: the pending bit is the core's own now")
