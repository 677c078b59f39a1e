// SPDX-License-Identifier: GPL-2.0-only
/// Rewind of 365970a1ea76 ("WorkStruct: Merge the pending bit into the
/// wq_data pointer"): before it, a work item had a pending word of its own
/// and code tested it directly, as test_bit(0, &work->pending).
/// work_pending() and delayed_work_pending() did not exist; the 6.1 idiom
/// test_bit(WORK_STRUCT_PENDING_BIT, work_data_bits(w)) goes the same way.
//
// Confidence: High
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers --max-width 200
// (--max-width 200: lines that grow are not wrapped, so that the forward
// scripts, taking the argument out again, give back the upstream line.)
// Prefilter: work_pending|WORK_STRUCT_PENDING

virtual patch
virtual report

@pending depends on patch@
expression E;
idexpression I;
identifier fcall;
expression list ES;
@@
(
- work_pending(fcall(ES))
+ test_bit(0, &fcall(ES)->pending)
|
- delayed_work_pending(fcall(ES))
+ test_bit(0, &fcall(ES)->work.pending)
|
- work_pending(&E)
+ test_bit(0, &E.pending)
|
- work_pending(I)
+ test_bit(0, &I->pending)
|
- work_pending(E)
+ test_bit(0, &(E)->pending)
|
- delayed_work_pending(&E)
+ test_bit(0, &E.work.pending)
|
- delayed_work_pending(I)
+ test_bit(0, &I->work.pending)
|
- delayed_work_pending(E)
+ test_bit(0, &(E)->work.pending)
|
- test_bit(WORK_STRUCT_PENDING_BIT, work_data_bits(&E))
+ test_bit(0, &E.pending)
|
- test_bit(WORK_STRUCT_PENDING_BIT, work_data_bits(I))
+ test_bit(0, &I->pending)
|
- test_bit(WORK_STRUCT_PENDING_BIT, work_data_bits(E))
+ test_bit(0, &(E)->pending)
)

@r depends on report@
expression E;
position p;
@@
(
 work_pending@p(E)
|
 delayed_work_pending@p(E)
|
 test_bit@p(WORK_STRUCT_PENDING_BIT, work_data_bits(E))
)

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "rewind-0003: pending test to rewind to the pending word")
