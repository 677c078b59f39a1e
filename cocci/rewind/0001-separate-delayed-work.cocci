// SPDX-License-Identifier: GPL-2.0-only
/// Rewind of 52bad64d95bd ("WorkStruct: Separate delayable and
/// non-delayable events"): before it there was no struct delayed_work;
/// every work_struct carried its own timer.  struct delayed_work becomes
/// struct work_struct, the .work step into it disappears (&dw->work is dw,
/// x->dw.work is x->dw), to_delayed_work(w) is w, and the delayed
/// initialisers become the plain ones.
///
/// Which expressions are delayed items is known from types where spatch
/// sees them (locals, parameters, structs of this file) and otherwise from
/// names: the fields and globals declared struct delayed_work in this file
/// or, with WQR_DELAYED=table.json from the collect pass (-D collect),
/// anywhere in the tree.
//
// Confidence: Moderate
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers --max-width 200 --disable-iso ptr_to_array
// (--max-width 200: lines that grow are not wrapped, so that the forward
// scripts, taking the argument out again, give back the upstream line.
// ptr_to_array let E->f.work match E[I].f.work and rewrite it E->f,
// dropping the index: iwlwifi init.c &fwrt->dump.wks[i].wk.work became
// &fwrt->dump.wks->wk.)
// Prefilter: delayed_work|DELAYED_WORK|DEFERRABLE_WORK|(\.|->)work\b

virtual patch
virtual report
virtual collect

@initialize:python@
@@
import copy
import json
import os

fields = set()      # struct fields declared struct delayed_work
pfields = set()     # struct fields declared struct delayed_work *
globs = set()       # globals declared as delayed work items
shadows = set()     # (function, name) of locals and parameters named like those
not_delayed = set()  # ends of the X of X.work that spatch types otherwise
member_paths = set()  # ends of the f of container_of(w, T, f.work)
others = {}         # s.f: the struct types x (or '' when unknown) that struct s
                    # holds f as, other than delayed_work
_path = os.environ.get('WQR_DELAYED')
if _path and os.path.exists(_path):
    with open(_path) as _f:
        _t = json.load(_f)
    fields.update(_t.get('fields', []))
    pfields.update(_t.get('pfields', []))
    globs.update(_t.get('globals', []))
    for _o in _t.get('others', []):
        _k, _, _x = _o.partition('=')
        others.setdefault(_k, set()).add(_x)


# SmPL constraints cannot hold "in"; these wrap the tests.
def is_field(f):
    return f in fields


def is_pfield(f):
    return f in pfields


def is_global(g):
    return g in globs


def other_member(t, f):
    """struct t holds f as some other struct (t: struct foo, or foo)."""
    return '%s.%s' % (t.split()[-1], f) in others


def other_path(t, a, f):
    """struct t holds a as a struct that holds f as some other struct."""
    return any(other_member(x, f)
               for x in others.get('%s.%s' % (t.split()[-1], a), ()) if x)


def note_other(s, f, x):
    if x != 'delayed_work':
        others.setdefault('%s.%s' % (s, f), set()).add(x)
        if 'collect' in virtuals:
            print('WQR-DELAYED other %s.%s=%s' % (s, f, x))


def end(p):
    return (p[0].file, int(p[0].line_end), int(p[0].column_end))


def note(kind, table, name):
    table.add(name)
    if 'collect' in virtuals:
        print('WQR-DELAYED %s %s' % (kind, name))


virtuals = set()

# One spatch can be given many files (by spatch_run.py, coccicheck): rule
# fresh_file starts each of them with the state set up above.
_fresh = copy.deepcopy({k: v for k, v in globals().items()
                        if isinstance(v, (set, dict, list)) and k[0] != '_'})

@script:python fresh_file@
@@
globals().update(copy.deepcopy(_fresh))

@script:python depends on collect@
@@
virtuals.add('collect')

// ---- which names are delayed work items -----------------------------------

@dfield@
identifier s, f;
expression N;
@@
 struct s {
 ...
(
 struct delayed_work f;
|
 struct delayed_work f[N];
)
 ...
 };

@script:python@
f << dfield.f;
@@
note('field', fields, f)

@dfield_anon@
identifier f;
expression N;
@@
 struct {
 ...
(
 struct delayed_work f;
|
 struct delayed_work f[N];
)
 ...
 }

@script:python@
f << dfield_anon.f;
@@
note('field', fields, f)

// A struct defined inside another (i915 intel_gt_types.h: struct
// intel_gt_requests { struct delayed_work retire_work; } requests; in
// struct intel_gt), which the pattern of dfield, ending in };, misses.
@dfield_nested@
identifier o, s, f, m;
expression N;
@@
 struct o {
 ...
 struct s {
 ...
(
 struct delayed_work f;
|
 struct delayed_work f[N];
)
 ...
 } m;
 ...
 };

@script:python@
f << dfield_nested.f;
@@
note('field', fields, f)

// A struct field of another struct type: where a container_of() names
// the container, its f.work is that type's work (libsas: struct sas_work
// reset_work in struct sas_phy_data, while other structs have a delayed
// reset_work).
@sother@
identifier s, f, x;
@@
 struct s {
 ...
 struct x f;
 ...
 };

@script:python@
s << sother.s;
f << sother.f;
x << sother.x;
@@
note_other(s, f, x)

// Arrays of them too (libsas: struct sas_work disc_work[] in struct
// sas_discovery).  (A rule of its own: a disjunction of the two in one
// struct pattern takes minutes on a header of large structs, raid5.h.)
@sother_array@
identifier s, f, x;
expression N;
@@
 struct s {
 ...
 struct x f[N];
 ...
 };

@script:python@
s << sother_array.s;
f << sother_array.f;
x << sother_array.x;
@@
note_other(s, f, x)

// And an anonymous struct (i915 intel_guc.h: struct { ... struct
// delayed_work work; ... } timestamp; in struct intel_guc, while other
// structs have a delayed timestamp): guc->timestamp.work is its item, no
// step into a delayed timestamp.  The struct has no name ('{}').
@sother_anon@
identifier s, f;
@@
 struct s {
 ...
 struct { ... } f;
 ...
 };

@script:python@
s << sother_anon.s;
f << sother_anon.f;
@@
note_other(s, f, '{}')

@dpfield@
identifier s, f;
@@
 struct s {
 ...
 struct delayed_work *f;
 ...
 };

@script:python@
f << dpfield.f;
@@
note('pfield', pfields, f)

@dglobal@
declarer name DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier g, fn;
expression D;
@@
(
 DECLARE_DELAYED_WORK(g, fn, D);
|
 DECLARE_DELAYED_WORK(g, fn);
|
 DECLARE_DEFERRABLE_WORK(g, fn, D);
|
 DECLARE_DEFERRABLE_WORK(g, fn);
)

@script:python@
g << dglobal.g;
@@
note('global', globs, g)

@dvar@
identifier g;
expression N;
position p;
@@
(
 struct delayed_work g@p;
|
 struct delayed_work g@p[N];
|
 struct delayed_work g@p = ...;
)

// Only file-scope ones: locals are typed, and their names mean nothing in
// other files.  At file scope, spatch names the element after the variable.
@dpercpu@
declarer name DEFINE_PER_CPU, DECLARE_PER_CPU;
identifier g;
@@
(
 DEFINE_PER_CPU(struct delayed_work, g);
|
 DECLARE_PER_CPU(struct delayed_work, g);
)

@script:python@
g << dpercpu.g;
@@
note('global', globs, g)

@script:python@
g << dvar.g;
p << dvar.p;
@@
if p[0].current_element == g:
    note('global', globs, g)

// ---- remove the step into the wrapped work_struct --------------------------

@typed depends on patch@
struct delayed_work *P;
struct delayed_work D;
identifier F;
@@
(
- &P->work
+ P
|
- P->work.F
+ P->F
|
- D.work
+ D
)

// A name is only a hint: where spatch knows that the thing before .work
// is not a delayed item, its .work is someone else's (ring_buffer.c:
// cpu_buffer->irq_work.work, an irq_work in a struct rb_irq_work, while
// some struct of the tree has a delayed irq_work).
// The member path of container_of(w, T, work.work) is no expression,
// but spatch types its first name after a variable of the same name (the
// handler's parameter work, firewire sbp2.c, i915 intel_reset.c): those
// are left to the rules of member paths below.
@cont_path depends on patch@
expression W;
type T;
identifier f;
position p;
@@
 container_of(W, T, f@p.work)

@script:python@
p << cont_path.p;
@@
member_paths.add(end(p))

@typed_other depends on patch@
type T;
T X;
position p;
@@
(
 X@p.work
|
 X@p->work
)

@script:python@
t << typed_other.T;
p << typed_other.p;
@@
if ' '.join(t.split()) not in ('struct delayed_work', 'struct delayed_work *') \
        and end(p) not in member_paths:
    not_delayed.add(end(p))

// The same where the thing before f.work is a pointer or struct whose
// type spatch knows while the struct is in a header it does not see
// (ionic_lif.c: lif->deferred.work, a struct ionic_deferred in struct
// ionic_lif, while another struct has a delayed deferred).
@member_other depends on patch@
identifier f;
type T;
T *X;
T Y;
expression I;
position p;
@@
(
 X->f@p.work
|
 Y.f@p.work
|
 X->f@p[I].work
|
 Y.f@p[I].work
)

@script:python@
t << member_other.T;
f << member_other.f;
p << member_other.p;
@@
if other_member(t, f):
    not_delayed.add(end(p))

// Two members down, through the table (liquidio: oct->dma_comp_wq.wk.work,
// the delayed work of the struct cavium_wk wk of a struct cavium_wq, both
// in a header, while other structs have a delayed wk).
@member_other2 depends on patch@
identifier a, f;
type T;
T *X;
T Y;
expression I;
position p;
@@
(
 X->a.f@p.work
|
 Y.a.f@p.work
|
 X->a[I].f@p.work
|
 Y.a[I].f@p.work
)

@script:python@
t << member_other2.T;
a << member_other2.a;
f << member_other2.f;
p << member_other2.p;
@@
if other_path(t, a, f):
    not_delayed.add(end(p))

// container_of(w, T, f.work) for a container T seen to hold f as another
// struct, T named or the type of the pointer it is assigned to.
@cont_other depends on patch@
expression W;
type T;
identifier f, x;
T *X;
position p;
@@
(
 T *x = container_of(W, typeof(*x), f@p.work);
|
 X = container_of(W, typeof(*X), f@p.work)
|
 container_of(W, T, f@p.work)
)

@script:python@
t << cont_other.T;
f << cont_other.f;
p << cont_other.p;
@@
if other_member(t, f):
    not_delayed.add(end(p))

// f.work where the code itself says it is no work_struct: given to the
// kthread API, or named by container_of() of a pointer of another type
// (msm_gpu_devfreq.c: df->idle_work.work, the kthread_work of a struct
// msm_hrtimer_work in a header that names no work item, while other
// structs have a delayed idle_work).
@kthread_other depends on patch@
identifier fn =~ "^kthread_";
expression E;
identifier f;
position p;
@@
 fn(...,
(
 &E->f@p.work
|
 &E.f@p.work
)
 , ...)

@script:python@
p << kthread_other.p;
@@
not_delayed.add(end(p))

@cont_typed_other depends on patch@
type TW, T;
TW W;
identifier f;
position p;
@@
 container_of(W, T, f@p.work)

@script:python@
tw << cont_typed_other.TW;
p << cont_typed_other.p;
@@
if ''.join(tw.split()) != 'structwork_struct*':
    not_delayed.add(end(p))

// A local or a parameter called like a delayed global of another file
// is not that global (rapidio rio.c: struct rio_disc_work *work, whose
// &work[n].work lost its .work because some file has a global work).
@shadow_param@
identifier fn;
identifier g : script:python() { is_global(g) };
type T;
@@
 fn(..., T g, ...) { ... }

@script:python@
fn << shadow_param.fn;
g << shadow_param.g;
@@
shadows.add((fn, g))

@shadow@
identifier fn;
identifier g : script:python() { is_global(g) };
type T;
initializer I;
@@
 fn(...) {
 <+...
(
 T g;
|
 T g = I;
)
 ...+>
 }

@script:python@
fn << shadow.fn;
g << shadow.g;
@@
shadows.add((fn, g))

@shadow_use depends on shadow || shadow_param@
identifier g : script:python() { is_global(g) };
position q;
@@
 g@q

@script:python@
g << shadow_use.g;
q << shadow_use.q;
@@
if (q[0].current_element, g) in shadows:
    not_delayed.add(end(q))

@named depends on patch@
expression E, I;
identifier F;
identifier f : script:python() { is_field(f) };
identifier pf : script:python() { is_pfield(pf) };
identifier g : script:python() { is_global(g) };
position q : script:python() { end(q) not in not_delayed };
@@
(
- E->f@q.work
+ E->f
|
- E.f@q.work
+ E.f
|
- E->f@q[I].work
+ E->f[I]
|
- E.f@q[I].work
+ E.f[I]
|
- &E->pf@q->work
+ E->pf
|
- g@q.work
+ g
|
- g@q[I].work
+ g[I]
|
- per_cpu(g, I).work
+ per_cpu(g, I)
|
- &per_cpu_ptr(&g, I)->work
+ per_cpu_ptr(&g, I)
|
- &this_cpu_ptr(&g)->work
+ this_cpu_ptr(&g)
|
- per_cpu_ptr(&g, I)->work.F
+ per_cpu_ptr(&g, I)->F
|
- this_cpu_ptr(&g)->work.F
+ this_cpu_ptr(&g)->F
)

// A member path as a macro argument: container_of(p, T, f.work),
// list_first_entry(h, T, f.work.entry), offsetof(T, f.work).
@path depends on patch@
identifier f : script:python() { is_field(f) };
position q : script:python() { end(q) not in not_delayed };
@@
- f@q.work
+ f

// container_of(w, T, f.work) names the member path, not an expression.
@cont depends on patch@
expression W;
type T;
identifier f : script:python() { is_field(f) };
position q : script:python() { end(q) not in not_delayed };
identifier a;
@@
(
- container_of(W, T, f@q.work)
+ container_of(W, T, f)
|
- container_of(W, T, a.f.work)
+ container_of(W, T, a.f)
)

// to_delayed_work(w), also spelt out (amdgpu_display.c).
@todw depends on patch@
expression W;
symbol work;
@@
(
- to_delayed_work(W)
+ W
|
- container_of(W, struct delayed_work, work)
+ W
)

// ---- initialisers and the type itself ---------------------------------------

// Only the name changes, so that the arguments keep their layout (and the
// forward rename gives back the upstream lines).
@init depends on patch@
expression W, F, D;
@@
(
- INIT_DELAYED_WORK
+ INIT_WORK
  (W, F, D)
|
- INIT_DELAYED_WORK_ONSTACK
+ INIT_WORK_ONSTACK
  (W, F, D)
|
- PREPARE_DELAYED_WORK
+ PREPARE_WORK
  (W, F, D)
|
- __DELAYED_WORK_INITIALIZER
+ __WORK_INITIALIZER
  (W, F, D
- , 0
  )
|
- __DELAYED_WORK_INITIALIZER(W, F, D, TIMER_DEFERRABLE)
+ __WORK_INITIALIZER_TFLAGS(W, F, D, TIMER_DEFERRABLE)
)

@decl depends on patch@
declarer name DECLARE_DELAYED_WORK, DECLARE_WORK;
identifier g;
expression F, D;
@@
- DECLARE_DELAYED_WORK
+ DECLARE_WORK
  (g, F, D);

@percpu depends on patch@
declarer name DEFINE_PER_CPU, DECLARE_PER_CPU;
identifier g;
@@
(
- DEFINE_PER_CPU(struct delayed_work, g);
+ DEFINE_PER_CPU(struct work_struct, g);
|
- DECLARE_PER_CPU(struct delayed_work, g);
+ DECLARE_PER_CPU(struct work_struct, g);
)

@ty depends on patch@
@@
- struct delayed_work
+ struct work_struct

@r depends on report@
position p;
struct delayed_work *P;
struct delayed_work D;
@@
(
 to_delayed_work@p(...)
|
 P@p
|
 D@p
)

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "rewind-0001: delayed_work to fold back into work_struct")
