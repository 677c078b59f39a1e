// SPDX-License-Identifier: GPL-2.0
/// The yardstick of issue 5 performance goal (forward within 1.5 of it): two
/// trivial rules that make spatch parse a file and mark two work API
/// calls in context mode, changing nothing.  make convert times one pass of
/// it over the same candidate files, in the same run, as the forward steps
/// (row trivial of results/forward-SCOPE.md), so that the ratio does not
/// depend on the machine or on what else shares its cores.
//
// Confidence: High
// Options: --no-includes --include-headers

virtual context

@init depends on context@
expression w;
@@

* INIT_WORK(w, ...)

@queue depends on context@
expression q, w;
@@

* queue_work(q, w)
