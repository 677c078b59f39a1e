// SPDX-License-Identifier: GPL-2.0-only
/// 6bb49e5965c1 ("WorkStruct: Typedef the work function prototype") names
/// the type of a work handler work_func_t.  Casts of a handler where an
/// initialiser takes it, written (void (*)(void *))f or (void *)f in
/// 2.6.19 code such as floppy.c, become (work_func_t)f, so that the next
/// step, which changes what work_func_t is, needs to touch only the typedef.
//
// Confidence: High
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers --disable-iso ptr_to_array
// (ptr_to_array lets a pattern E->f match a[i].f and write it back as
// a->f, dropping the index: a[i].dwork became a->dwork.)
// Prefilter: \(\s*void\s*(\*\s*\)|\(\s*\*)
// Prefilter: \b(INIT|PREPARE)_(DELAYED_|DEFERRABLE_)?WORK(_ONSTACK)?\b
// (a cast, (void *) or (void (*)..., not a parameter void *data; and an
// initialiser to cast in)

virtual patch
virtual report

@initialize:python@
@@
# SmPL cannot spell a cast to a function pointer type, so casts are matched
# with a type metavariable and kept when the type is one of these.
HANDLER_CASTS = {'void(*)(void*)', 'void*'}


def handler_cast(t):
    return ''.join(t.split()) in HANDLER_CASTS

@cast@
identifier I = {INIT_WORK, PREPARE_WORK, INIT_DELAYED_WORK,
		PREPARE_DELAYED_WORK, INIT_WORK_ONSTACK,
		INIT_DEFERRABLE_WORK};
expression W, F, D;
type T;
position p;
@@
 I(W, (T)F@p, D)

@script:python@
T << cast.T;
p << cast.p;
@@
if not handler_cast(T):
    cocci.include_match(False)

@depends on patch@
identifier cast.I;
expression cast.W, cast.F, cast.D;
type cast.T;
position cast.p;
typedef work_func_t;
@@
 I(W,
- (T)F@p
+ (work_func_t)F
 , D)

@script:python depends on report@
p << cast.p;
@@
coccilib.report.print_report(p[0], "forward-0002: cast of a work handler to spell as work_func_t")
