// SPDX-License-Identifier: GPL-2.0-only
/// Rewind of 6bb49e5965c1 ("WorkStruct: Typedef the work function
/// prototype"): before it there was no work_func_t, and a work handler's
/// type was spelt out as void (*)(void *) in declarations and casts.
//
// Confidence: High
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers --max-width 200 --smpl-spacing
// (--max-width 200: lines that grow are not wrapped, so that the forward
// scripts, taking the argument out again, give back the upstream line.)
// Prefilter: work_func_t

virtual patch
virtual report

@param depends on patch@
identifier fn, f;
type T;
@@
 T fn(...,
- work_func_t f
+ void (*f)(void *)
 , ...)
 { ... }

@proto depends on patch@
identifier fn, f;
type T;
@@
 T fn(...,
- work_func_t f
+ void (*f)(void *)
 , ...);

// An unnamed prototype parameter stays unnamed.  SmPL cannot write the
// abstract declarator void (*)(void *) (cocci.make_type() prints it
// void(*)(void *)), so the declarator gets an empty identifier.
@script:python noname@
f;
@@
coccinelle.f = cocci.make_ident("")

@proto_unnamed depends on patch@
identifier fn;
identifier noname.f;
type T;
@@
 T fn(...,
- work_func_t
+ void (*f)(void *)
 , ...);

@local depends on patch@
identifier f;
expression E;
@@
(
- work_func_t f;
+ void (*f)(void *);
|
- work_func_t f = E;
+ void (*f)(void *) = E;
)

@in_struct depends on patch@
identifier s, f;
@@
 struct s {
 ...
- work_func_t f;
+ void (*f)(void *);
 ...
 };

// A const array of handlers would need "void (*const a[])(void *)",
// which SmPL cannot write: those are left to the manual patch set, and
// reported.
@in_array depends on patch disable optional_qualifier@
identifier a;
expression N;
@@
(
- work_func_t a[N]
+ void (*a[N])(void *)
  = ...;
|
- work_func_t a[]
+ void (*a[])(void *)
  = ...;
)

// SmPL cannot write the cast (void (*)(void *)); (void *) is the other
// spelling 2.6.18 code used (floppy's PREPARE_WORK(&w, (void *)empty, ...)).
@in_cast depends on patch@
expression E;
@@
- (work_func_t)E
+ (void *)E

@r depends on report@
position p;
@@
 work_func_t@p

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "rewind-0002: work_func_t to spell out as void (*)(void *)")
