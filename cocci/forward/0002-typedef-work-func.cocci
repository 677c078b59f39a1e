// SPDX-License-Identifier: GPL-2.0-only
/// 6bb49e5965c1 ("WorkStruct: Typedef the work function prototype") names
/// the type of a work handler work_func_t.  Casts of a handler where an
/// initialiser takes it, written (void (*)(void *))f or (void *)f in
/// 2.6.19 code such as floppy.c, become (work_func_t)f, so that the next
/// step, which changes what work_func_t is, needs to touch only the typedef.
/// So do the declarations of handlers spelt void (*f)(void *): parameters
/// of functions that pass them to an initialiser, or to such a parameter of
/// another function (wireguard wg_packet_queue_init()), their prototypes,
/// and struct fields given to an initialiser.  Other void (*)(void *)
/// (smp_call_function's) stay.  Across files, with WQR_FUNCS=table.json
/// from the collect pass (-D collect).
//
// Confidence: High
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers --disable-iso ptr_to_array
// (ptr_to_array lets a pattern E->f match a[i].f and write it back as
// a->f, dropping the index: a[i].dwork became a->dwork.)
// Prefilter: \(\s*void\s*(\*\s*\)|\(\s*\*)
// (a cast, (void *) or (void (*..., or a declarator (*f)(void *): not a
// parameter void *data.  tools/forward.sh narrows the passes further.)

virtual patch
virtual report
virtual collect

@initialize:python@
@@
import copy
import json
import os
import re

hparams = set()     # "fn:i": parameter i of fn is a work handler
hfields = set()     # struct fields that hold a work handler
_path = os.environ.get('WQR_FUNCS')
if _path and os.path.exists(_path):
    with open(_path) as _f:
        _t = json.load(_f)
    hparams.update(_t.get('hparams', []))
    hfields.update(_t.get('hfields', []))
virtuals = set()
typed_fields = set()  # positions of the fields ev_field_typed saw
init_names = set()    # names this file gives an initialiser as handler
unused_params = set()  # "fn:i": a void (*)(void *) parameter fn ignores


def is_init_name(h):
    return h in init_names


def has_unused(fn):
    return any(k.partition(':')[0] == fn for k in unused_params)


def out(kind, value):
    if 'collect' in virtuals:
        print('WQR-DELAYED %s %s' % (kind, value))


def hparam(fn, n):
    return '%s:%s' % (fn, n) in hparams


# The initialisers that take a handler (legacy: and its data).
INITS = {'INIT_WORK', 'PREPARE_WORK', 'INIT_DELAYED_WORK', 'PREPARE_DELAYED_WORK',
         'INIT_WORK_ONSTACK', 'INIT_DEFERRABLE_WORK', 'INIT_DELAYED_WORK_ONSTACK',
         'INIT_DEFERRABLE_WORK_ONSTACK', 'INIT_RCU_WORK'}


def is_init(i):
    return i in INITS


def is_handler_type(t):
    return ''.join(t.split()) == 'void(*)(void*)'


def hfield(key):
    """A handler field: struct.f, or f of any struct when the struct is
    not known."""
    if key not in hfields:
        hfields.add(key)
        out('hfield', key)


def is_hfield(s, f):
    return '%s.%s' % (s, f) in hfields or f in hfields


def tname(t):
    """struct foo *, const struct foo -> foo."""
    return [w for w in t.replace('*', ' ').split() if w not in ('struct', 'const')][-1]


def ev_hparam(fn, n):
    key = '%s:%s' % (fn, n)
    if key not in hparams:
        hparams.add(key)
        out('hparam', key)

# SmPL cannot spell a cast to a function pointer type, so casts are matched
# with a type metavariable and kept when the type is one of these.
HANDLER_CASTS = {'void(*)(void*)', 'void*'}


def handler_cast(t):
    return ''.join(t.split()) in HANDLER_CASTS


# One spatch can be given many files: each starts with the table alone.
_fresh = copy.deepcopy({'hparams': hparams, 'hfields': hfields,
                        'init_names': init_names, 'unused_params': unused_params})

@script:python fresh_file@
@@
globals().update(copy.deepcopy(_fresh))

@script:python depends on collect@
@@
virtuals.add('collect')

@script:python depends on report@
@@
virtuals.add('report')

// ---- which void (*)(void *) are work handlers ------------------------------

// A parameter given to an initialiser, or to a handler parameter of a
// function of the table or of this file.  Twice, so that a chain inside
// one file (wg_packet_queue_init() -> wg_packet_percpu_multicore_worker_
// alloc() -> INIT_WORK) closes; longer chains close over collect rounds.
@ev_init@
identifier fn, f;
parameter list[n] ps;
type R;
identifier I : script:python() { is_init(I) };
expression W;
@@
 R fn(ps, void (*f)(void *), ...)
 {
 <+...
 I(W, f, ...)
 ...+>
 }

@script:python@
fn << ev_init.fn;
n << ev_init.n;
@@
ev_hparam(fn, n)

@ev_relay@
identifier fn, f, callee;
parameter list[n] ps;
expression list[m] es;
type R;
@@
 R fn(ps, void (*f)(void *), ...)
 {
 <+...
 callee(es, f, ...)
 ...+>
 }

@script:python@
fn << ev_relay.fn;
n << ev_relay.n;
callee << ev_relay.callee;
m << ev_relay.m;
@@
if hparam(callee, m):
    ev_hparam(fn, n)

@ev_relay2@
identifier fn, f, callee;
parameter list[n] ps;
expression list[m] es;
type R;
@@
 R fn(ps, void (*f)(void *), ...)
 {
 <+...
 callee(es, f, ...)
 ...+>
 }

@script:python@
fn << ev_relay2.fn;
n << ev_relay2.n;
callee << ev_relay2.callee;
m << ev_relay2.m;
@@
if hparam(callee, m):
    ev_hparam(fn, n)

// A field given to an initialiser: of its struct where spatch knows it
// (wilc1000 hif.c: struct host_if_msg's fn, as hfield host_if_msg.fn),
// or by name (tulip_core.c: the struct is in a header).  By name alone,
// fn made the void (*fn)(void *) of every struct a work_func_t (xen
// grant_table.h's gnttab_free_callback).
@ev_field_typed@
identifier I : script:python() { is_init(I) };
expression W;
type T;
T E;
identifier f;
position p;
@@
 I(W, \(E->f@p\|E.f@p\), ...)

@script:python@
t << ev_field_typed.T;
f << ev_field_typed.f;
p << ev_field_typed.p;
@@
hfield('%s.%s' % (tname(t), f))
typed_fields.add((p[0].file, p[0].line, p[0].column))

@ev_field@
identifier I : script:python() { is_init(I) };
expression W, E;
identifier f;
position p;
@@
 I(W, \(E->f@p\|E.f@p\), ...)

@script:python@
f << ev_field.f;
p << ev_field.p;
@@
if (p[0].file, p[0].line, p[0].column) not in typed_fields:
    hfield(f)

// A field called with a work item (firewire core-device.c:
// device->workfn(&device->work), the handler a wrapper runs, which
// fw_device_init and the others are assigned to): a handler too.  The
// item is named *work, as in flocal below; a func so called is the item's
// own (bcache super.c: c->journal.work.func(&c->journal.work)), and a
// field named func is too common to take by name.
@ev_fcall@
expression E, X;
identifier f, w;
@@
(
 E->f(&X->w)
|
 E.f(&X->w)
|
 E->f(&X.w)
|
 E.f(&X.w)
)

@script:python@
f << ev_fcall.f;
w << ev_fcall.w;
@@
if re.search(r'work$', w) and f != 'func':
    hfield(f)

// A parameter its function ignores, given a handler that an initialiser of
// this file takes (qlcnic_sriov_common.c qlcnic_sriov_schedule_bc_cmd(...,
// func), called with qlcnic_sriov_process_bc_cmd): it is a handler
// parameter too.  (One that is used is judged by its uses, above: a
// handler also given to smp_call_function() does not make that a work
// handler parameter.)
@ev_hname@
identifier I : script:python() { is_init(I) };
expression W;
identifier h;
@@
 I(W, h, ...)

@script:python@
h << ev_hname.h;
@@
init_names.add(h)

@ev_unused@
identifier fn, f;
parameter list[n] ps;
type R;
@@
 R fn(ps, void (*f)(void *), ...)
 {
 ... when != f
 }

@script:python@
fn << ev_unused.fn;
n << ev_unused.n;
@@
unused_params.add('%s:%s' % (fn, n))

@ev_harg@
identifier fn : script:python() { has_unused(fn) };
expression list[m] es;
identifier h : script:python() { is_init_name(h) };
@@
 fn(es, h, ...)

@script:python@
fn << ev_harg.fn;
m << ev_harg.m;
@@
if '%s:%s' % (fn, m) in unused_params:
    ev_hparam(fn, m)

// ---- the declarations ----------------------------------------------------------

// Which parameters to convert, then the conversion: the constraint of a
// parameter list cannot see its length metavariable.  (A function
// definition cannot be in a disjunction: one rule for definitions, one
// for prototypes.)
@hp_def depends on patch || report@
identifier fn, f;
parameter list[n] ps;
type R;
position p;
@@
 R fn@p(ps, void (*f)(void *), ...) { ... }

@script:python@
fn << hp_def.fn;
n << hp_def.n;
p << hp_def.p;
@@
if not hparam(fn, n):
    cocci.include_match(False)
elif 'report' in virtuals:
    coccilib.report.print_report(p[0], 'forward-0002: handler parameter %d of %s to declare work_func_t' % (int(n) + 1, fn))

@pdef depends on patch@
identifier hp_def.fn, f;
parameter list[hp_def.n] ps;
type R;
typedef work_func_t;
@@
 R fn(ps,
- void (*f)(void *)
+ work_func_t f
 , ...)
 { ... }

@hp_proto depends on patch@
identifier fn, f;
parameter list[n] ps;
type R, T;
@@
(
 R fn(ps, void (*f)(void *), ...);
|
 R fn(ps, T, ...);
)

@script:python@
fn << hp_proto.fn;
n << hp_proto.n;
@@
if not hparam(fn, n):
    cocci.include_match(False)

// SmPL cannot write the unnamed void (*)(void *): a type T that is one.
@pproto depends on patch@
identifier hp_proto.fn, f;
parameter list[hp_proto.n] ps;
type R;
type T : script:python() { is_handler_type(T) };
typedef work_func_t;
@@
(
 R fn(ps,
- void (*f)(void *)
+ work_func_t f
 , ...);
|
 R fn(ps,
- T
+ work_func_t
 , ...);
)

@fdecl depends on patch@
identifier s;
identifier f : script:python(s) { is_hfield(s, f) };
typedef work_func_t;
@@
 struct s {
 ...
- void (*f)(void *);
+ work_func_t f;
 ...
 };

// A local that keeps the handler of a work item (i915 selftest_rps.c:
// saved_work = rps->work.func, as the rewind writes it): the item is
// named *work, so that the func of another struct (a callback taking a
// void *) does not count.
@flocal depends on patch@
identifier x;
expression E;
position p;
symbol func;
@@
(
 void (*x@p)(void *);
 ... when any
 x = E.func;
|
 void (*x@p)(void *);
 ... when any
 E.func = x;
)

@script:python@
e << flocal.E;
@@
if not re.search(r'work$', ''.join(str(e).split())):
    cocci.include_match(False)

@depends on patch@
identifier flocal.x;
position flocal.p;
typedef work_func_t;
@@
- void (*x@p)(void *);
+ work_func_t x;

// With or without data: an initialiser the rewind could not give its data
// (bnad.c: (void *)bnad_tx_cleanup) keeps two arguments.
@cast disable drop_cast@
identifier I = {INIT_WORK, PREPARE_WORK, INIT_DELAYED_WORK,
		PREPARE_DELAYED_WORK, INIT_WORK_ONSTACK,
		INIT_DEFERRABLE_WORK};
expression W, F;
type T;
position p;
@@
 I(W, (T)F@p, ...)

@script:python@
T << cast.T;
p << cast.p;
@@
if not handler_cast(T):
    cocci.include_match(False)

@depends on patch@
identifier cast.I;
expression cast.W, cast.F;
type cast.T;
position cast.p;
typedef work_func_t;
@@
 I(W,
- (T)F@p
+ (work_func_t)F
 , ...)

@script:python depends on report@
p << cast.p;
@@
coccilib.report.print_report(p[0], "forward-0002: cast of a work handler to spell as work_func_t")
