// SPDX-License-Identifier: GPL-2.0-only
/// 52bad64d95bd ("WorkStruct: Separate delayable and non-delayable
/// events") moves the timer out of struct work_struct into struct
/// delayed_work.  Every work item that is ever delayed must become a
/// struct delayed_work: its declaration (struct field, global, per-CPU
/// variable, local, parameter), its initialiser (INIT_WORK ->
/// INIT_DELAYED_WORK, DECLARE_WORK -> DECLARE_DELAYED_WORK, PREPARE_WORK ->
/// PREPARE_DELAYED_WORK, __WORK_INITIALIZER -> __DELAYED_WORK_INITIALIZER),
/// and its uses: the non-delayed queueing calls become the delayed ones
/// with a delay of 0 (as aio.c and kbd_kern.h did), `if (!delay)
/// queue_work(...) else queue_delayed_work(...)` becomes the delayed call
/// (libata), and anything else that needs the work_struct gets it as
/// ->work (slab's reap_work->work.func).
///
/// An item is delayed when it is passed to queue_delayed_work*,
/// schedule_delayed_work*, mod_delayed_work*, cancel_delayed_work*,
/// cancel_rearming_delayed_work*, flush_delayed_work, (since 6.12)
/// disable_delayed_work*, enable_delayed_work,
/// destroy_delayed_work_on_stack or INIT/DECLARE_DEFERRABLE_WORK, or when
/// its timer is used, in any file.  Evidence is keyed by the container's
/// struct type where spatch knows it (struct T.field), by the field name
/// where it does not, by global name (a static global only in its own
/// file), and by (function, parameter) for work items passed through
/// parameters; -D collect prints it as WQR- lines, and the patch pass
/// reads the merged table (WQR_DELAYED), which
/// the driver closes over calls (a parameter is delayed when it is passed
/// to a delayed parameter).  A field known only by name is converted only
/// when one struct of the tree has a work_struct field of that name;
/// otherwise each delayed use of it is reported, not guessed.
//
// Confidence: Moderate
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers --disable-iso ptr_to_array
// (ptr_to_array lets a pattern E->f match a[i].f and write it back as
// a->f, dropping the index: a[i].dwork became a->dwork.)
// No prefilter beyond the work API tokens: a file may only use an item
// declared elsewhere (schedule_delayed_work(&f->reap), queue_work on a
// delayed item), and the collect pass must see that use as the patch
// pass must convert it.

virtual patch
virtual report
virtual collect

@initialize:python@
@@
import copy
import json
import os

typed = set()       # "T.f": field f of struct T is delayed
names = set()       # f: a delayed .f whose container spatch could not type
decls = {}          # f -> structs with a struct work_struct field f
ptyped = set()      # "T.f": pointer field to a delayed item
globs = {}          # g -> files that use g as a delayed item
shared = set()      # the g of those that are not static there: seen by all
file_statics = set()  # static work items of this file
shadows = set()     # (function, name): a local hides a delayed global
used_in = set()     # (function, name): a delayed use of name in function
params = set()      # "fn:i": parameter i of fn points to a delayed item
new_decls = set()   # "T.f": struct T declares f a struct delayed_work already
new_names = set()   # the f of those
new_globals = set()  # globals of this file declared delayed already
members = {}        # "T.a" -> x: struct T has a member a of type struct x;
                    # ".g" -> x: the global g is a struct x (extern in a header)
aliases = {}        # T -> s: typedef struct s T (a tdef line of the table)
cmacros = {}        # M -> T: #define M(p, m) container_of(p, T, m)
declats = {}        # "T.f" -> the files that declare it (a tag two drivers use)
typedats = {}       # "T.f" -> the files of its typed evidence
here = ''           # the file spatch is on (fresh_file)
_path = os.environ.get('WQR_DELAYED')
if _path and os.path.exists(_path):
    with open(_path) as _f:
        _t = json.load(_f)
    aliases.update(_x.partition('=')[::2] for _x in _t.get('tdefs', []))

    def _tag(key):
        # Evidence from a file that knew a struct only by its typedef name
        # (mptbase.c: MPT_ADAPTER *ioc) is keyed by that name, while the
        # declaration (mptbase.h: typedef struct _MPT_ADAPTER {...}
        # MPT_ADAPTER) is looked up by the tag: key it by the tag.
        _s, _, _fld = key.rpartition('.')
        return '%s.%s' % (aliases.get(_s, _s), _fld)
    # An anonymous struct is typed by its members ({...}.f) only in the
    # file that defines it (--no-includes): another file's is no evidence
    # here (anon_typed() took ps2-gpio.c's delayed tx.work for the plain
    # watchdog.work of intel_gt_types.h).
    typed.update(_tag(_k) for _k in _t.get('typeds', []) if not _k.startswith('{'))
    names.update(_t.get('names', []))
    ptyped.update(_tag(_k) for _k in _t.get('ptypeds', []))
    params.update(_t.get('params', []))
    # A parameter its function initialises, that callers pass a delayed
    # item: delayed (devm-helpers.h devm_delayed_work_autocancel(dev, w,
    # worker, data) as the rewind writes it).
    params.update(set(_t.get('pargs', [])) & set(_t.get('iparams', [])))
    new_decls.update(_t.get('newdecls', []))
    new_names.update(_k.rpartition('.')[2] for _k in _t.get('newdecls', []))
    for _d in _t.get('decls', []):
        _s, _, _fld = _d.rpartition('.')
        decls.setdefault(_fld, set()).add(_s)
    for _k in map(_tag, _t.get('ttypeds', [])):
        _s, _, _fld = _k.rpartition('.')
        if _s in decls.get(_fld, set()):
            typed.add(_k)
    # A member (or global) two files give different types is no evidence.
    _two = set()
    for _m in _t.get('members', []):
        _k, _, _x = _m.partition('=')
        if members.setdefault(_k, _x) != _x:
            _two.add(_k)
    for _k in _two:
        del members[_k]
    cmacros.update(_x.partition('=')[::2] for _x in _t.get('cmacros', []))
    for _k, _tab in (('declats', declats), ('typedats', typedats)):
        for _x in _t.get(_k, []):
            _key, _, _file = _x.partition('=')
            _tab.setdefault(_tag(_key), set()).add(_file)
    _statics = set(_t.get('statics', []))
    for _g in _t.get('globals', []):
        _file, _, _name = _g.rpartition(':')
        globs.setdefault(_name, set()).add(_file)
        if _g not in _statics:
            shared.add(_name)
# Indexes of the two sets above that the constraints look up for every
# field access and every call of a file: a scan of the sets there made the
# tree-wide patch pass several times slower.
typed_fields = {_k.rpartition('.')[2] for _k in typed}
callees = {_k.partition(':')[0] for _k in params}

virtuals = set()
typed_seen = set()  # positions where the type of the container was known
typed_pos = set()   # item-like expressions whose container type spatch knows
global_decls = set()  # positions of the declarations of delayed globals
ptr_names = set()  # (function, name) of delayed parameters
local_names = set()  # (function, name) of delayed local pointers
self_locals = set()  # (function, name) of a legacy handler item local
stack_names = set()  # (function, name) of delayed items on the stack
marked = {}         # positions -> item or ptr, of the delayed of delayed items found in this file
kept = []          # spans of the arguments that the delayed API takes as is
delayed_args = set()  # ends of the arguments given to delayed parameters
pcpu = set()       # positions of g in this_cpu_ptr(&g), per_cpu_ptr(&g, c)
inner_ends = set()  # ends of x.work of a delayed x: the work_struct inside
fields_at = {}      # line -> the work_struct fields declared there
multi_lines = set()  # lines of declarations of several items, all delayed
anon_items = set()  # positions of delayed items of anonymous structs that have a name
tdef_items = set()  # positions of the items of structs a typedef names


# The delayed API in its legacy form: every item it is given is delayed.
# The rules that look for it list it as a constant set, which spatch
# matches without calling Python for every call of the file (a third of
# the time of the collect pass); test_tools.py checks they equal this one.
DELAYED_API = {'queue_delayed_work', 'queue_delayed_work_on',
               'schedule_delayed_work', 'schedule_delayed_work_on',
               'mod_delayed_work', 'mod_delayed_work_on',
               'cancel_delayed_work', 'cancel_delayed_work_sync',
               'cancel_rearming_delayed_work',
               'cancel_rearming_delayed_workqueue', 'flush_delayed_work',
               # 6.12 and later
               'disable_delayed_work', 'disable_delayed_work_sync',
               'enable_delayed_work',
               'destroy_delayed_work_on_stack', 'INIT_DEFERRABLE_WORK',
               'INIT_DEFERRABLE_WORK_ONSTACK',
               # and what a converted file already says: a second run (or
               # a tree half converted) must leave it alone
               'INIT_DELAYED_WORK', 'INIT_DELAYED_WORK_ONSTACK',
               'PREPARE_DELAYED_WORK', 'delayed_work_pending'}
# The argument of the delayed API that is the item, where it is not the
# first.
ITEM_ARG = {'queue_delayed_work': 1, 'queue_delayed_work_on': 2,
            'schedule_delayed_work_on': 1, 'mod_delayed_work': 1,
            'mod_delayed_work_on': 2, 'cancel_rearming_delayed_workqueue': 1}
# What the uses rule rewrites as a whole: the item inside needs no ->work.
AS_IS = DELAYED_API | {'INIT_WORK', 'INIT_WORK_ONSTACK', 'PREPARE_WORK',
                       'destroy_work_on_stack', 'queue_work', 'queue_work_on',
                       'schedule_work', 'schedule_work_on',
                       '__WORK_INITIALIZER',
                       # a void * handed back to a callback of this file,
                       # which takes it as the delayed item (ldecl keeps
                       # T *P = data): upstream passes the item itself
                       # (devm-helpers.h, xilinx-xadc-core.c)
                       'devm_add_action', 'devm_add_action_or_reset'}


def is_delayed_api(fn):
    return fn in DELAYED_API


def takes_item_as_is(fn):
    return fn in AS_IS


def tname(t):
    """struct foo *, struct foo [ ], const struct foo -> foo; a typedef
    name of a tagged struct -> its tag (qla2xxx scsi_qla_host_t *vha: the
    tables know struct scsi_qla_host)."""
    words = t.replace('*', ' ').replace('[', ' ').replace(']', ' ').split()
    name = ''.join(w for w in words
                   if w not in ('struct', 'union', 'const', 'volatile'))
    return aliases.get(name, name)


def collecting():
    return 'collect' in virtuals


def out(kind, value):
    if collecting():
        print('WQR-DELAYED %s %s' % (kind, value))


def ev_typed(t, f):
    key = '%s.%s' % (tname(t), f)
    typed.add(key)
    typed_fields.add(f)
    out('typed', key)
    if here:
        typedats.setdefault(key, set()).add(here)
        out('typedat', '%s=%s' % (key, here))


def nearest(files, f):
    """The file of files in the directory nearest to f's."""
    parts = f.split('/')[:-1]

    def shared(d):
        n = 0
        for a, b in zip(d.split('/')[:-1], parts):
            if a != b:
                break
            n += 1
        return (n, d)
    return max(files, key=shared)


def typed_here(key):
    """Typed evidence for key holds in this file: a struct tag that
    several files declare (e1000 and e1000e both have a struct
    e1000_adapter, whose watchdog_task only e1000 delays) is the one of
    the declaring file nearest to this one, delayed when evidence is
    nearest to that one too."""
    files = declats.get(key, set())
    if len(files) < 2 or not typedats.get(key) or not here:
        return True
    mine = nearest(files, here)
    return any(nearest(files, e) == mine for e in typedats[key])


def ev_name(f):
    names.add(f)
    out('name', f)


def ev_global(g, p):
    globs.setdefault(g, set()).add(p[0].file)
    used_in.add((p[0].current_element, g))
    if g not in file_statics:
        shared.add(g)
    out('global', '%s:%s' % (p[0].file, g))


def ev_param(fn, i):
    params.add('%s:%s' % (fn, i))
    callees.add(fn)
    out('param', '%s:%s' % (fn, i))


def delayed_field(s, f):
    """f of struct s is delayed: typed evidence, or a delayed name that
    only struct s declares as a work item (mptbase.c: the dw of union
    loginfo_type is no work item, while a delayed dw is used elsewhere)."""
    if '%s.%s' % (s, f) in typed:
        return typed_here('%s.%s' % (s, f))
    return f in names and decls.get(f, set()) == {s} and name_structs(f) == 1


def name_structs(f):
    """How many kinds of struct have a work item f: those with a
    work_struct f, and one more if any has a delayed_work f already (in a
    tree converted before, the delayed uses of the name may be of that
    one: a second run must not take them for another struct's)."""
    return len(decls.get(f, set())) + (1 if f in new_names else 0)


def ambiguous_name(f):
    """A delayed .f of unknown container that names no one struct: it is
    reported where it is used (not in collect mode: the table is not
    complete yet), and no declaration is guessed."""
    return (not collecting() and bool(decls.get(f))
            and name_structs(f) > 1)


def name_delayed(f):
    """Known by name only, and only one struct has a work item of that name."""
    return f in names and (not decls.get(f) or name_structs(f) <= 1)


def maybe_field(f):
    return f in names or f in typed_fields


def member(s, a, x):
    if x not in ('work_struct', 'delayed_work'):
        members['%s.%s' % (s, a)] = x
        out('member', '%s.%s=%s' % (s, a, x))


def anon_key(p):
    """The name of an anonymous struct that is no member, by the place of
    its item p (spatch names its type by its members, which two such
    structs may share)."""
    return '{anonymous@%s:%s}' % (os.path.basename(p[0].file), p[0].line)


def anon_member(s, a):
    """The name of the anonymous struct type of member a of struct s: not
    an identifier, so no struct tag can have it."""
    return '%s@%s' % (s, a)


def member_type(t, a):
    """The struct of member a of the struct t is (struct T *, struct T or
    T), or ''."""
    return members.get('%s.%s' % (tname(t), a), '')


def global_type(g):
    """The struct of a global g that a header declares extern, or ''."""
    return members.get('.' + g, '')


def delayed_member(t, a, f):
    """X->a.f of an X of type t is a delayed item: f of the struct of a."""
    x = member_type(t, a)
    return x != '' and delayed_field(x, f) and not already_new(x, f)


def path_delayed(t, a, f):
    return delayed_member(t, a, f) or name_delayed(f)


def is_cmacro(m):
    return m in cmacros


def cmacro_delayed(m, a, f):
    """a.f of the struct of container_of() macro m is a delayed item."""
    return path_delayed(cmacros[m], a, f)


def path2_delayed(t, a, b, f):
    """a.b.f of a struct t is a delayed item, through the member table."""
    x = member_type(t, a)
    return x != '' and delayed_member(x, b, f)


def delayed_typed(t, f):
    return delayed_field(tname(t), f)


def new_decl(s, f):
    """Struct s (a tag, a typedef name or an anonymous key) declares f a
    struct delayed_work already."""
    new_decls.add('%s.%s' % (s, f))
    new_names.add(f)
    out('newdecl', '%s.%s' % (s, f))


def already_new(t, f):
    """Field f of struct t is declared a struct delayed_work already (code
    in the new API): every use of it compiles as it is."""
    return '%s.%s' % (tname(t), f) in new_decls


def name_already_new(f):
    """Untyped .f: only structs in the new API have an item f."""
    return f in new_names and f not in decls


def anon_typed(f):
    """A field f of an anonymous struct of this file that spatch typed as
    delayed (its type is written {members})."""
    return any(k.startswith('{') and k.rpartition('.')[2] == f for k in typed)


def delayed_path(t, a, f):
    """a.f of a struct t is a delayed item: f of the struct of member a,
    or of an anonymous struct this file typed delayed (ps2-gpio.c tx.work:
    spatch writes the type of drvdata->tx as its members)."""
    return delayed_member(t, a, f) or ('@' in member_type(t, a) and
                                        anon_typed(f))


def delayed_pfield(s, f):
    return '%s.%s' % (s, f) in ptyped


def delayed_global(g, p):
    """g is delayed in this file, or another file has a delayed g that is
    not static there (a static work item named work in one driver says
    nothing of the work of another file)."""
    return p[0].file in globs.get(g, set()) or (g in shared and
                                                g not in file_statics)


def nparams(ps):
    """How many parameters a parameter list binding holds (the constraint
    of a list cannot see its length metavariable)."""
    text = str(ps).strip()
    if not text:
        return 0
    depth, n = 0, 1
    for ch in text:
        if ch in '([':
            depth += 1
        elif ch in ')]':
            depth -= 1
        elif ch == ',' and depth == 0:
            n += 1
    return n


def is_addr(e):
    """An expression that names a delayed item itself (&x->f, &per_cpu(g,
    c), per_cpu_ptr(...)), not a struct work_struct pointer to convert."""
    e = ''.join(str(e).split())
    return e.startswith('&') or e.startswith('per_cpu_ptr(') or e.startswith('this_cpu_ptr(')


def is_callee(fn):
    return fn in callees


def is_param_ptr(name, p):
    return (p[0].current_element, name) in ptr_names


def is_local_ptr(name, p):
    return (p[0].current_element, name) in local_names


def is_stack_item(name, p):
    return (p[0].current_element, name) in stack_names


def global_here(g, p):
    """g at p is the delayed global, not a local or parameter hiding it."""
    return delayed_global(g, p) and (p[0].current_element, g) not in shadows


def delayed_param(fn, i):
    return '%s:%s' % (fn, i) in params


def report_ambiguous(p, f):
    coccilib.report.print_report(
        p[0], 'forward-0001: this .%s is a delayed item, but spatch cannot '
        'see the type of its container and %d structs have a work item %s: '
        'its declaration and initialiser are left to convert by '
        'hand' % (f, name_structs(f), f))


def pos(p):
    return (p[0].file, int(p[0].line), int(p[0].column))


def mark(p, kind='item'):
    marked[pos(p)] = kind


def end(p):
    return (p[0].file, int(p[0].line_end), int(p[0].column_end))


def is_delayed_arg(p):
    """The expression at p ends where an argument for a delayed parameter
    does (ev_arg_at)."""
    return end(p) in delayed_args


def keep(q):
    kept.append(pos(q) + end(q)[1:])


def in_kept(p):
    f, l, c = pos(p)
    return any(k[0] == f and (k[1], k[2]) <= (l, c) <= (k[3], k[4])
               for k in kept)


def is_marked(p, kind='item'):
    return marked.get(pos(p)) == kind and not in_kept(p) and pos(p) not in pcpu


def is_marked_pcpu(p):
    """A delayed global as &g in this_cpu_ptr(&g): the pointer is to the
    delayed item, so the uses go through it (this_cpu_ptr(&g)->work)."""
    return marked.get(pos(p)) == 'item' and not in_kept(p) and pos(p) in pcpu


def is_marked_ptr(p):
    return is_marked(p, 'ptr')


def is_item(q):
    """The expression at q holds a marked item, and ends with it: &E->f,
    E.f[I], &g, &per_cpu(g, C), P, but not &E->f->next."""
    f, l, c = pos(q)
    if end(q) in inner_ends:
        return False
    for (mf, ml, mc) in marked:
        if mf == f and (l, c) <= (ml, mc) <= (int(q[0].line_end),
                                              int(q[0].column_end)):
            return True
    return False

# One spatch can be given many files (by spatch_run.py, coccicheck): rule
# fresh_file starts each of them with the state set up above.
_fresh = copy.deepcopy({k: v for k, v in globals().items()
                        if isinstance(v, (set, dict, list)) and k[0] != '_'})

@script:python fresh_file@
@@
globals().update(copy.deepcopy(_fresh))
here = cocci.files()[0] if len(cocci.files()) == 1 else ''

@script:python depends on collect@
@@
virtuals.add('collect')

// ---- declarations: which structs and files have work items ---------------

@wdecl@
identifier s, f;
expression N;
position p;
@@
 struct s {
 ...
(
 struct work_struct f@p;
|
 struct work_struct f@p[N];
)
 ...
 };

@script:python@
s << wdecl.s;
f << wdecl.f;
p << wdecl.p;
@@
decls.setdefault(f, set()).add(s)
out('decl', '%s.%s' % (s, f))
declats.setdefault('%s.%s' % (s, f), set()).add(p[0].file)
out('declat', '%s.%s=%s' % (s, f, p[0].file))

// A struct defined where a member of another is declared (intel_gt_types.h:
// struct intel_gt { ... struct intel_gt_requests { ... struct work_struct
// retire_work; } requests; ... }): its plain items (find_fields_nested
// converts them), and the member, which wdecl and wmember do not see.
@wdecl_nested@
identifier t, s, a, f;
@@
 struct t {
 ...
 struct s {
 ...
 struct work_struct f;
 ...
 } a;
 ...
 };

@script:python@
t << wdecl_nested.t;
s << wdecl_nested.s;
a << wdecl_nested.a;
f << wdecl_nested.f;
@@
decls.setdefault(f, set()).add(s)
out('decl', '%s.%s' % (s, f))
member(t, a, s)

// A work item in an anonymous struct (mlxsw spectrum.h: struct { ...
// struct work_struct update_dw; } periodic_hw_stats;) is known by its name
// only; the struct counts as one more that has an item of that name.
// A struct without a tag that a typedef names (imm.c: typedef struct {
// ... struct work_struct imm_tq; ... } imm_struct;) is spoken of by that
// name, as a struct by its tag: spatch types dev->imm_tq of an
// imm_struct *dev as imm_struct.
@wdecl_tdef@
identifier f;
type T;
expression N;
position p;
@@
 typedef struct {
 ...
(
 struct work_struct f@p;
|
 struct work_struct f@p[N];
)
 ...
 } T;

@script:python@
f << wdecl_tdef.f;
t << wdecl_tdef.T;
p << wdecl_tdef.p;
@@
tdef_items.add(pos(p))
decls.setdefault(f, set()).add(tname(t))
out('decl', '%s.%s' % (tname(t), f))

@wdecl_anon@
identifier f;
expression N;
position p;
@@
 struct {
 ...
(
 struct work_struct f@p;
|
 struct work_struct f@p[N];
)
 ...
 }

@script:python@
f << wdecl_anon.f;
p << wdecl_anon.p;
@@
if pos(p) not in tdef_items:
    decls.setdefault(f, set()).add(anon_key(p))
    out('decl', '%s.%s' % (anon_key(p), f))

// The typedef names of tagged structs (qla_def.h typedef struct
// scsi_qla_host { ... } scsi_qla_host_t;): the files that speak of the
// struct by that name are typed through the tables keyed by the tag.
@wtypedef@
identifier s;
type T;
@@
(
 typedef struct s T;
|
 typedef struct s { ... } T;
)

@script:python@
s << wtypedef.s;
t << wtypedef.T;
@@
if str(t) != str(s):
    out('tdef', '%s=%s' % (t, s))

// Macros that are container_of() of a given struct, its member a
// parameter (surface aggregator ssh_packet_layer.h: #define
// to_ssh_ptl(ptr, member) container_of(ptr, struct ssh_ptl, member)):
// their member paths are container_of()'s (inner_cmacro).
@wcmacro@
identifier M, P, F;
type T;
@@
 #define M(P, F) container_of(P, T, F)

@script:python@
m << wcmacro.M;
t << wcmacro.T;
@@
cmacros[m] = tname(t)
out('cmacro', '%s=%s' % (m, tname(t)))

// Members of struct type, so that X->a.f is typed where spatch knows the
// type of X but not that of X->a (af_smc.c: smc->conn.tx_work, the struct
// smc_connection conn of struct smc_sock, both in a header), or arrays of
// them, for X->a[I].f (qed_sriov.c: &cdev->hwfns[i].iov_task).
@wmember@
identifier s, a, x;
@@
 struct s {
 ...
 struct x a;
 ...
 };

@script:python@
s << wmember.s;
a << wmember.a;
x << wmember.x;
@@
member(s, a, x)

// (A rule of its own: as a disjunction in wmember, spatch took minutes
// on a header of big structs, virtgpu_drv.h.)
@wmember_array@
identifier s, a, x;
expression N;
@@
 struct s {
 ...
 struct x a[N];
 ...
 };

@script:python@
s << wmember_array.s;
a << wmember_array.a;
x << wmember_array.x;
@@
member(s, a, x)

// And a pointer to one (xfs_mount: struct xlog *m_log), for X->a->f
// (&mp->m_log->l_work): X->a.f and X->a->f cannot both be right C for
// one member a, so the two share the table.
@wmember_ptr@
identifier s, a, x;
@@
 struct s {
 ...
 struct x *a;
 ...
 };

@script:python@
s << wmember_ptr.s;
a << wmember_ptr.a;
x << wmember_ptr.x;
@@
member(s, a, x)

// And an array of pointers to them (liquidio struct octeon_device: struct
// octeon_mbox *mbox[MAX_OCTEON_RINGS], for &oct->mbox[q]->mbox_poll_wk.work).
@wmember_ptr_array@
identifier s, a, x;
expression N;
@@
 struct s {
 ...
 struct x *a[N];
 ...
 };

@script:python@
s << wmember_ptr_array.s;
a << wmember_ptr_array.a;
x << wmember_ptr_array.x;
@@
member(s, a, x)

// And in an anonymous union of it (mt76 mt7603_dev: union { struct
// mt76_dev mt76; struct mt76_phy mphy; }).
@wmember_union@
identifier s, a, x;
@@
 struct s {
 ...
 union {
 ...
 struct x a;
 ...
 };
 ...
 };

@script:python@
s << wmember_union.s;
a << wmember_union.a;
x << wmember_union.x;
@@
member(s, a, x)

// And of an anonymous struct type (if_team.h: struct team { ... struct {
// ... struct work_struct dw; } notify_peers, mcast_rejoin; }): the type is
// named s@a (anon_member()), so that X->a.f of a struct s *X is typed
// evidence for the item f of that member alone, in any file (team.c
// queues &team->notify_peers.dw only).
@wmember_anon@
identifier s, a;
@@
 struct s {
 ...
 struct { ... } a;
 ...
 };

@script:python@
s << wmember_anon.s;
a << wmember_anon.a;
@@
member(s, a, anon_member(s, a))

// Globals of struct type that headers declare, so that g.f is typed in
// the files that see only the header (amdgpu mgpu_info, extern in
// amdgpu.h: its delayed_reset_work is queued in amdgpu_device.c and
// initialised in amdgpu_drv.c).
@wextern@
identifier x, g;
@@
 extern struct x g;

@script:python@
x << wextern.x;
g << wextern.g;
@@
member('', g, x)

// A static global is another object than a global of the same name
// elsewhere: only this file can make it delayed.
@wstatic@
declarer name DECLARE_WORK, DECLARE_DEFERRABLE_WORK, DEFINE_PER_CPU;
identifier g, fn;
expression D;
position p;
@@
(
 static struct work_struct g@p;
|
 static struct work_struct g@p = ...;
|
 static DECLARE_WORK(g@p, fn, D);
|
 static DECLARE_DEFERRABLE_WORK(g@p, fn, D);
|
 static DEFINE_PER_CPU(struct work_struct, g@p);
)

@script:python@
g << wstatic.g;
p << wstatic.p;
@@
file_statics.add(g)
out('static', '%s:%s' % (p[0].file, g))

// Items declared struct delayed_work already (6.1 code, a tree half
// converted, a second run): their uses compile as they are and get no
// .work, whatever evidence they have (extcon: devm_delayed_work_autocancel(
// dev, &data->work, fn), a 6.1 helper that takes the delayed item).
@new_decl@
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
s << new_decl.s;
f << new_decl.f;
@@
new_decl(s, f)

// And in a struct a typedef names, by that name (imm.c, a second run).
@new_decl_tdef@
identifier f;
type T;
expression N;
@@
 typedef struct {
 ...
(
 struct delayed_work f;
|
 struct delayed_work f[N];
)
 ...
 } T;

@script:python@
t << new_decl_tdef.T;
f << new_decl_tdef.f;
@@
new_decl(tname(t), f)

// And in an anonymous struct (a second run: the notify.dw of if_team.h
// is delayed, the mcast_rejoin.dw next to it is not, and must not become
// delayed by the name dw, which only one work_struct now has).
@new_decl_anon@
identifier f;
expression N;
position p;
@@
 struct {
 ...
(
 struct delayed_work f@p;
|
 struct delayed_work f@p[N];
)
 ...
 }

@script:python@
f << new_decl_anon.f;
p << new_decl_anon.p;
@@
new_decl(anon_key(p), f)

@new_global@
declarer name DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier g, fn;
@@
(
 struct delayed_work g;
|
 struct delayed_work g = ...;
|
 DECLARE_DELAYED_WORK(g, fn);
|
 DECLARE_DEFERRABLE_WORK(g, fn);
|
 DEFINE_PER_CPU(struct delayed_work, g);
)

@script:python@
g << new_global.g;
@@
new_globals.add(g)

// ---- evidence: items used as delayed ---------------------------------------

// The delayed API, in its legacy form (every argument a struct work_struct *);
// the paren isomorphism does not let &E->f match &(E->f) (i5100_edac.c).
@ev_typed@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
type T;
T E;
identifier f;
expression I;
position p;
@@

 api(..., \(&E->f@p\|&E.f@p\|&E->f@p[I]\|&E.f@p[I]\|&(E->f@p)\|&(E.f@p)\), ...)

@script:python@
t << ev_typed.T;
f << ev_typed.f;
p << ev_typed.p;
@@
ev_typed(t, f)
typed_seen.add(pos(p))

// Its timer used: evidence only for a field that some struct declares as a
// work_struct (many structs have a .timer of their own); checked here for
// the structs of this file and, for the others, when the table is read.
@ev_timer@
type T;
T E;
identifier f;
@@
(
 E->f.timer
|
 E.f.timer
)

@script:python@
t << ev_timer.T;
f << ev_timer.f;
@@
_key = '%s.%s' % (tname(t), f)
out('ttyped', _key)
if tname(t) in decls.get(f, set()):
    ev_typed(t, f)

// The same through a member whose type the table knows (X->a.f, or
// X->a->f for a pointer member a, X->a[I].f for an array or a pointer
// member: otx2_pf.c &pf->vf_configs[i].link_event_work).
@ev_member@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
type T;
T X;
identifier a, f;
expression I;
position p;
@@
 api(..., \(&X->a.f@p\|&X.a.f@p\|&X->a->f@p\|&X.a->f@p\|&X->a[I].f@p\|&X.a[I].f@p\|&(X->a.f@p)\|&(X.a.f@p)\), ...)

@script:python@
t << ev_member.T;
a << ev_member.a;
f << ev_member.f;
p << ev_member.p;
@@
if pos(p) not in typed_seen and member_type(t, a):
    ev_typed(member_type(t, a), f)
    typed_seen.add(pos(p))
elif pos(p) not in typed_seen and tname(t):
    # The struct of member a is declared in a header, whose members the
    # first collect pass does not know yet (nf_conntrack_ecache.c:
    # &cnet->ecache.dwork): delayed_files.py --resolve makes it typed
    # evidence once the members of every file are in the table.
    out('mtyped', '%s.%s.%s' % (tname(t), a, f))

// Two members down (liquidio &lio->link_status_wq.wk.work: struct lio
// holds a struct cavium_wq, which holds the struct cavium_wk whose work
// is the item; &oct->check_db_wq[iq_no].wk.work, an array of them),
// through the member types of the table; either member may be a pointer
// or an array (amdgpu &ring->adev->jpeg.idle_work, iwlwifi
// &fwrt->dump.wks[idx].wk, liquidio &oct->mbox[q_no]->mbox_poll_wk.work).
@ev_member2@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
type T;
T X;
identifier a, b, f;
expression I;
position p;
@@
 api(..., \(&X->a.b.f@p\|&X.a.b.f@p\|&X->a[I].b.f@p\|&X.a[I].b.f@p\|&X->a->b.f@p\|&X.a->b.f@p\|&X->a[I]->b.f@p\|&X->a.b[I].f@p\|&X.a.b[I].f@p\), ...)

@script:python@
t << ev_member2.T;
a << ev_member2.a;
b << ev_member2.b;
f << ev_member2.f;
p << ev_member2.p;
@@
_x = member_type(t, a)
if pos(p) not in typed_seen and _x and member_type(_x, b):
    ev_typed(member_type(_x, b), f)
    typed_seen.add(pos(p))
elif pos(p) not in typed_seen and tname(t):
    out('mtyped', '%s.%s.%s.%s' % (tname(t), a, b, f))

// The same for a global whose struct a header declares.
@ev_gmember@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
identifier g : script:python() { global_type(g) != "" or collecting() };
identifier f;
expression I;
position p;
@@
 api(..., \(&g.f@p\|&g.f@p[I]\), ...)

@script:python@
g << ev_gmember.g;
f << ev_gmember.f;
p << ev_gmember.p;
@@
if pos(p) not in typed_seen and global_type(g):
    ev_typed(global_type(g), f)
    typed_seen.add(pos(p))
elif pos(p) not in typed_seen:
    # (As mtyped: the header that declares g extern may be another file.)
    out('gtyped', '%s.%s' % (g, f))

@ev_name@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
expression E, I;
identifier f;
position p;
@@
 api(..., \(&E->f@p\|&E.f@p\|&E->f@p[I]\|&E.f@p[I]\|&(E->f@p)\|&(E.f@p)\), ...)

@script:python@
f << ev_name.f;
p << ev_name.p;
@@
if pos(p) not in typed_seen:
    ev_name(f)
    if ambiguous_name(f):
        report_ambiguous(p, f)

@ev_global@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
identifier g;
expression C, I;
position p;
@@
 api(..., \(&g@p\|&g@p[I]\|&per_cpu(g@p, C)\|per_cpu_ptr(&g@p, C)\|this_cpu_ptr(&g@p)\), ...)

@script:python@
g << ev_global.g;
p << ev_global.p;
@@
ev_global(g, p)

@ev_deferrable@
declarer name DECLARE_DEFERRABLE_WORK;
identifier g, fn;
expression D;
position p;
@@
 DECLARE_DEFERRABLE_WORK(g@p, fn, D);

@script:python@
g << ev_deferrable.g;
p << ev_deferrable.p;
@@
ev_global(g, p)

@ev_pfield@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
expression list[n] A;
type T;
T E;
identifier f;
position p;
@@
 api(A, \(E->f@p\|E.f@p\), ...)

// Only the item: the work queue (queue_delayed_work(priv->wq, ...)) and
// the delay are fields too.
@script:python@
api << ev_pfield.api;
n << ev_pfield.n;
t << ev_pfield.T;
f << ev_pfield.f;
@@
if int(n) == ITEM_ARG.get(str(api), 0):
    ptyped.add('%s.%s' % (tname(t), f))
    out('ptyped', '%s.%s' % (tname(t), f))

// A parameter that reaches the delayed API, directly or through a call.
@ev_param@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
identifier fn, P;
parameter list[n] ps;
type R;
@@
 R fn(ps, struct work_struct *P, ...)
 {
 ... when any
(
 api(..., P, ...)
|
 P->timer
)
 ... when any
 }

@script:python@
fn << ev_param.fn;
n << ev_param.n;
@@
ev_param(fn, n)

// The same for a macro that hands a parameter to the delayed API (mv_sas.h
// #define MV_INIT_DELAYED_WORK(w, f, d) INIT_DELAYED_WORK(w, f), rtllib.h
// queue_delayed_work_rsl()): its callers pass a delayed item, as it is.
@ev_macro@
identifier M, P;
identifier api : script:python() { is_delayed_api(api) };
identifier list[n] ps;
expression list[k] es;
@@
 #define M(ps, P, ...) api(es, P, ...)

@script:python@
m << ev_macro.M;
n << ev_macro.n;
api << ev_macro.api;
k << ev_macro.k;
@@
if int(k) == ITEM_ARG.get(str(api), 0):
    ev_param(m, n)

// A parameter that is a struct delayed_work * already (code in the new
// API, or half converted): what its callers pass is a delayed item, taken
// as it is (psmouse_queue_work, pkg_thermal_schedule_work in 6.1).
@ev_param_new@
identifier fn, P;
parameter list[n] ps;
type R;
@@
 R fn(ps, struct delayed_work *P, ...) { ... }

@script:python@
fn << ev_param_new.fn;
n << ev_param_new.n;
@@
ev_param(fn, n)

@ev_proto_new@
identifier fn, P;
parameter list[n] ps;
type R;
@@
 R fn(ps, struct delayed_work *P, ...);

@script:python@
fn << ev_proto_new.fn;
n << ev_proto_new.n;
@@
ev_param(fn, n)

@ev_edge@
identifier fn, callee : script:python() { is_callee(callee) };
identifier P;
parameter list[n] ps;
expression list[m] es;
type R;
position p;
@@
 R fn(ps, struct work_struct *P, ...)
 {
 ... when any
 callee(es, P@p, ...)
 ... when any
 }

@script:python@
fn << ev_edge.fn;
n << ev_edge.n;
callee << ev_edge.callee;
m << ev_edge.m;
p << ev_edge.p;
@@
if delayed_param(callee, m):
    ev_param(fn, n)
    keep(p)

// A parameter the function initialises as a work item, and the items
// callers pass to parameters: a parameter initialised here that a caller
// passes a delayed item is delayed (see the table loading above).  Only
// what the caller itself shows to be delayed counts.
@ev_iparam@
identifier I = {INIT_WORK, INIT_WORK_ONSTACK, PREPARE_WORK};
identifier fn, P;
parameter list[n] ps;
type R;
@@
 R fn(ps, struct work_struct *P, ...)
 {
 ... when any
 I(P, ...);
 ... when any
 }

@script:python@
fn << ev_iparam.fn;
n << ev_iparam.n;
@@
out('iparam', '%s:%s' % (fn, n))

@ev_parg@
identifier callee;
expression list[m] es;
type T;
T E;
identifier f;
@@
 callee(es, \(&E->f\|&E.f\), ...)

@script:python@
callee << ev_parg.callee;
m << ev_parg.m;
t << ev_parg.T;
f << ev_parg.f;
@@
if '%s.%s' % (tname(t), f) in typed:
    out('parg', '%s:%s' % (callee, m))

// Items passed to a delayed parameter.
// The arguments first, then the items among them: a disjunction of
// &E->f and &E.f in the argument of a call matched one branch a call
// (mac80211 cfg.c ieee80211_queue_delayed_work(&sdata->local->hw,
// &sdata->deflink.dfs_cac_timer_work, ...): the first argument only).
@ev_arg_at@
identifier callee : script:python() { is_callee(callee) };
expression list[m] es;
expression X;
position p;
@@
 callee(es, X@p, ...)

@script:python@
callee << ev_arg_at.callee;
m << ev_arg_at.m;
p << ev_arg_at.p;
@@
if delayed_param(callee, m):
    delayed_args.add(end(p))
    # (taken as it is: b43 main.c ieee80211_queue_delayed_work(hw, work, 0)
    # of a delayed local work)
    keep(p)

@ev_arg_typed@
type T;
T E;
identifier f;
position p : script:python() { is_delayed_arg(p) };
@@
 \(&E->f@p\|&E.f@p\)

@script:python@
t << ev_arg_typed.T;
f << ev_arg_typed.f;
p << ev_arg_typed.p;
@@
ev_typed(t, f)
typed_seen.add(pos(p))
keep(p)

@ev_arg_global@
identifier callee : script:python() { is_callee(callee) };
expression list[m] es;
identifier g;
expression C;
position p;
@@
 callee(es, \(&g@p\|&per_cpu(g@p, C)\), ...)

@script:python@
callee << ev_arg_global.callee;
m << ev_arg_global.m;
g << ev_arg_global.g;
p << ev_arg_global.p;
@@
if delayed_param(callee, m):
    ev_global(g, p)
    keep(p)

// The same where spatch cannot type the container (mlxsw spectrum.c:
// mlxsw_core_schedule_dw(&port->periodic_hw_stats.update_dw, 0), a field
// of an anonymous struct of a header): evidence by name, and the item is
// passed as it is.
@ev_arg_name@
expression E;
identifier f;
position p : script:python() { is_delayed_arg(p) };
@@
 \(&E->f@p\|&E.f@p\)

@script:python@
f << ev_arg_name.f;
p << ev_arg_name.p;
@@
if pos(p) not in typed_seen:
    ev_name(f)
    keep(p)

// A legacy handler given its own item takes it from its data first
// (kobject.c: struct work_struct *work = data;): that local becomes the
// handler parameter in 0004, a work_struct, whatever container_of() then
// does with it.
@self_local@
identifier fn, P, data;
@@
 fn(..., void *data, ...)
 {
 ... when any
 struct work_struct *P = data;
 ... when any
 }

@script:python@
fn << self_local.fn;
P << self_local.P;
@@
self_locals.add((fn, P))

// A local pointer that reaches the delayed API (reap_work in slab.c).
@it_local exists@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
identifier fn, P;
position d;
@@
 fn(...)
 {
 ... when any
(
 struct work_struct *P@d;
|
 struct work_struct *P@d = ...;
)
 ... when any
 api(..., P, ...)
 ...
 }

@script:python@
fn << it_local.fn;
P << it_local.P;
@@
local_names.add((fn, P))

// A local pointer given to container_of() with a delayed member (mlx5
// health.c: struct work_struct *dwork = work, once struct delayed_work
// *dwork = to_delayed_work(work), then container_of(dwork, struct
// mlx5_core_health, update_fw_log_ts_work)), or through a member
// (ps2-gpio.c container_of(dwork, struct ps2_gpio_data, tx.work)).  Only
// its declaration and what it is set to change (ldecl, lassign): that
// container_of() is right as it is.
@it_local_cont exists@
identifier fn, P;
type T;
identifier f : script:python(T) { delayed_typed(T, f) };
@@
 fn(...)
 {
 ... when any
(
 struct work_struct *P;
|
 struct work_struct *P = ...;
)
 ... when any
 container_of(P, T, f)
 ...
 }

@script:python@
fn << it_local_cont.fn;
P << it_local_cont.P;
@@
if (fn, P) not in self_locals:
    local_names.add((fn, P))

@it_local_mcont exists@
identifier fn, P, a;
type T;
identifier f : script:python(T, a) { delayed_path(T, a, f) };
@@
 fn(...)
 {
 ... when any
(
 struct work_struct *P;
|
 struct work_struct *P = ...;
)
 ... when any
 container_of(P, T, a.f)
 ...
 }

@script:python@
fn << it_local_mcont.fn;
P << it_local_mcont.P;
@@
if (fn, P) not in self_locals:
    local_names.add((fn, P))

// What the local pointer points to is delayed too.
@ev_local_init@
identifier it_local.fn, it_local.P;
type T;
T E;
identifier f;
position p;
@@
 fn(...)
 {
 <...
(
 struct work_struct *P = \(&E->f@p\|&E.f@p\);
|
 P = \(&E->f@p\|&E.f@p\)
)
 ...>
 }

@script:python@
t << ev_local_init.T;
f << ev_local_init.f;
p << ev_local_init.p;
@@
ev_typed(t, f)
keep(p)

@ev_local_init_global@
identifier it_local.fn, it_local.P;
identifier g;
expression C;
position p;
@@
 fn(...)
 {
 <...
(
 struct work_struct *P = \(&g@p\|&per_cpu(g@p, C)\|per_cpu_ptr(&g@p, C)\|this_cpu_ptr(&g@p)\);
|
 P = \(&g@p\|&per_cpu(g@p, C)\|per_cpu_ptr(&g@p, C)\|this_cpu_ptr(&g@p)\)
)
 ...>
 }

@script:python@
g << ev_local_init_global.g;
p << ev_local_init_global.p;
@@
ev_global(g, p)
keep(p)

// An item on the stack that reaches the delayed API.
@it_stack depends on patch exists@
identifier api = {queue_delayed_work, queue_delayed_work_on,
	schedule_delayed_work, schedule_delayed_work_on, mod_delayed_work,
	mod_delayed_work_on, cancel_delayed_work, cancel_delayed_work_sync,
	cancel_rearming_delayed_work, cancel_rearming_delayed_workqueue,
	flush_delayed_work, disable_delayed_work, disable_delayed_work_sync,
	enable_delayed_work, destroy_delayed_work_on_stack, INIT_DEFERRABLE_WORK,
	INIT_DEFERRABLE_WORK_ONSTACK, INIT_DELAYED_WORK, INIT_DELAYED_WORK_ONSTACK,
	PREPARE_DELAYED_WORK, delayed_work_pending};
identifier fn, W;
position d;
@@
 fn(...)
 {
 ... when any
 struct work_struct W@d;
 ... when any
 api(..., &W, ...)
 ...
 }

@script:python@
fn << it_stack.fn;
W << it_stack.W;
@@
stack_names.add((fn, W))

// ---- the delayed items of this file ------------------------------------------

@it_typed depends on patch@
type T;
T E;
identifier f : script:python() { maybe_field(f) };
expression I;
position p;
@@
(
 E->f@p
|
 E.f@p
|
 E->f@p[I]
|
 E.f@p[I]
)

@script:python@
t << it_typed.T;
f << it_typed.f;
p << it_typed.p;
@@
typed_pos.add(pos(p))
if delayed_typed(t, f) and not already_new(t, f):
    mark(p)

@it_member depends on patch@
type T;
T X;
identifier a;
identifier f : script:python() { maybe_field(f) };
expression I;
position p;
@@
(
 X->a.f@p
|
 X.a.f@p
|
 X->a->f@p
|
 X.a->f@p
|
 X->a[I].f@p
|
 X.a[I].f@p
)

@script:python@
t << it_member.T;
a << it_member.a;
f << it_member.f;
p << it_member.p;
@@
if pos(p) not in typed_pos and member_type(t, a):
    typed_pos.add(pos(p))
    if delayed_member(t, a, f):
        mark(p)

@it_member2 depends on patch@
type T;
T X;
identifier a, b;
identifier f : script:python() { maybe_field(f) };
expression I;
position p;
@@
(
 X->a.b.f@p
|
 X.a.b.f@p
|
 X->a[I].b.f@p
|
 X.a[I].b.f@p
|
 X->a->b.f@p
|
 X.a->b.f@p
|
 X->a[I]->b.f@p
|
 X->a.b[I].f@p
|
 X.a.b[I].f@p
)

@script:python@
t << it_member2.T;
a << it_member2.a;
b << it_member2.b;
f << it_member2.f;
p << it_member2.p;
@@
_x = member_type(t, a)
if pos(p) not in typed_pos and _x and member_type(_x, b):
    typed_pos.add(pos(p))
    if delayed_member(_x, b, f):
        mark(p)

@it_gmember depends on patch@
identifier g : script:python() { global_type(g) != "" };
identifier f : script:python() { maybe_field(f) };
expression I;
position p;
@@
(
 g.f@p
|
 g.f@p[I]
)

@script:python@
g << it_gmember.g;
f << it_gmember.f;
p << it_gmember.p;
@@
if pos(p) not in typed_pos:
    typed_pos.add(pos(p))
    if delayed_member('', g, f):
        mark(p)

@it_name depends on patch@
expression E, I;
identifier f : script:python() { name_delayed(f) };
position p;
@@
(
 E->f@p
|
 E.f@p
|
 E->f@p[I]
|
 E.f@p[I]
)

@script:python@
f << it_name.f;
p << it_name.p;
@@
if pos(p) not in typed_pos and not name_already_new(f):
    mark(p)

// x.work of a delayed x is the work_struct inside it, already converted
// (srcu: queue_work(wq, &ssp->work.work)): that .work is no item itself.
@inner depends on patch@
expression E;
position p, w;
@@
 E@p.work@w

@script:python@
p << inner.p;
w << inner.w;
@@
if is_item(p):
    marked.pop(pos(w), None)
    inner_ends.add(end(w))

// A local pointer declared struct delayed_work * already takes the item as
// it is (vmstat: struct delayed_work *dw = &per_cpu(vmstat_work, cpu);).
@keep_new_local depends on patch@
expression X;
identifier P;
position q;
@@
 struct delayed_work *P = X@q;

@script:python@
q << keep_new_local.q;
@@
keep(q)

// A local or a parameter of the name of a delayed global is another object.
// (A constrained metavariable cannot be passed to a script: test there.)
// Locals: at file scope spatch names the element after the variable.
@hidden_local depends on patch@
identifier g;
type T;
position p;
@@
(
 T g@p;
|
 T g@p = ...;
)

@script:python@
g << hidden_local.g;
p << hidden_local.p;
@@
if g in globs and p[0].current_element != g:
    shadows.add((p[0].current_element, g))

// A work item a function declares with DECLARE_WORK is delayed when that
// function delays it (6.12 random.c: a static one in crng_reseed()), and
// otherwise hides a delayed one of the same name.  One rule for both, so
// that each such declaration is matched once.
@hidden_declared depends on patch@
declarer name DECLARE_WORK;
identifier g, fn;
expression D;
position p;
@@
 DECLARE_WORK(g@p, fn, D);

@script:python@
g << hidden_declared.g;
p << hidden_declared.p;
@@
at = p[0].current_element
if at in (g, 'something_else'):
    pass
elif (at, g) in used_in:
    global_decls.add(pos(p))
elif g in globs:
    shadows.add((at, g))

@shadow_param depends on patch@
identifier fn, g;
type T, R;
@@
 R fn(..., T g, ...)
 {
 ...
 }

@script:python@
fn << shadow_param.fn;
g << shadow_param.g;
@@
if g in globs:
    shadows.add((fn, g))

@it_global depends on patch@
identifier g;
position p : script:python(g) { global_here(g, p) };
@@
 g@p

@script:python@
g << it_global.g;
p << it_global.p;
@@
if g not in new_globals:
    mark(p)

@percpu_ptr depends on patch@
identifier g;
identifier acc =~ "^(this_cpu_ptr|raw_cpu_ptr|per_cpu_ptr)$";
position a;
@@
 acc(&g@a, ...)

@script:python@
a << percpu_ptr.a;
@@
pcpu.add(pos(a))

@it_param depends on patch@
identifier fn, P;
parameter list[n] ps : script:python(fn) { delayed_param(fn, nparams(ps)) };
type R;
@@
 R fn(ps, struct work_struct *P, ...)
 {
 ...
 }

@script:python@
fn << it_param.fn;
P << it_param.P;
@@
ptr_names.add((fn, P))

// Every use of a delayed parameter, by name within its function.  These
// rules test every identifier of the file, so each runs only where the rule
// that finds its names matched.
@it_param_uses depends on patch && it_param@
identifier P;
position p : script:python(P) { is_param_ptr(P, p) };
@@
 P@p

@script:python@
p << it_param_uses.p;
@@
mark(p, 'ptr')

// Every use of a delayed local, by name within its function (a nest
// <... P@p ...> would bind only the first).
@it_local_uses depends on patch && (it_local || it_local_cont || it_local_mcont)@
identifier P;
position p : script:python(P) { is_local_ptr(P, p) };
@@
 P@p

@script:python@
p << it_local_uses.p;
@@
mark(p, 'ptr')

@it_stack_uses depends on patch && it_stack@
identifier W;
position p : script:python(W) { is_stack_item(W, p) };
@@
 W@p

@script:python@
p << it_stack_uses.p;
@@
mark(p)

// ---- what takes a delayed item as it is ----------------------------------------

@keep_args depends on patch@
identifier api : script:python() { takes_item_as_is(api) };
expression X;
position q : script:python() { is_item(q) };
@@
 api(..., X@q, ...)

@script:python@
q << keep_args.q;
@@
keep(q)

// container_of(p, T, f) of a delayed T.f wants the delayed item itself.
@keep_container depends on patch@
expression X;
type T;
identifier f;
position q : script:python() { is_item(q) };
@@
 container_of(X@q, T, f)

// The member named by container_of() is no expression, even when a local
// has its name (vmw_balloon.c: container_of(dwork, struct vmballoon,
// dwork), dwork a local that becomes a delayed pointer).
@keep_member_name depends on patch@
expression X;
type T;
identifier f;
position q : script:python() { is_item(q) };
@@
 container_of(X, T, f@q)

@script:python@
q << keep_member_name.q;
@@
keep(q)

@script:python@
q << keep_container.q;
t << keep_container.T;
f << keep_container.f;
@@
if delayed_typed(t, f):
    keep(q)

// The same with the container written typeof(*x), and with a member path
// a.f, whose f is known by name only (drm_probe_helper.c:
// container_of(delayed_work, struct drm_device,
// mode_config.output_poll_work)).
@keep_container_typeof depends on patch@
expression X;
type T;
identifier x, f;
T *E;
position q : script:python() { is_item(q) };
@@
(
 T *x = container_of(X@q, typeof(*x), f);
|
 E = container_of(X@q, typeof(*E), f)
)

@script:python@
q << keep_container_typeof.q;
t << keep_container_typeof.T;
f << keep_container_typeof.f;
@@
if delayed_typed(t, f):
    keep(q)

@keep_container_path depends on patch@
expression X;
type T;
identifier a;
identifier f : script:python() { maybe_field(f) };
position q : script:python() { is_item(q) };
@@
 container_of(X@q, T, a.f)

@script:python@
q << keep_container_path.q;
@@
keep(q)

// A pointer to a delayed item takes the item as it is:
// t->ptr = &t->arr[1]; with ptr a delayed pointer field, or a local one.
@keep_assign depends on patch@
expression X;
type T;
T *E;
T E2;
identifier f;
position q : script:python() { is_item(q) };
@@
(
 E->f = X@q
|
 E2.f = X@q
)

@script:python@
q << keep_assign.q;
t << keep_assign.T;
f << keep_assign.f;
@@
if delayed_pfield(tname(t), f):
    keep(q)

// The pointer itself, on the left, stays too.
@keep_assign_local depends on patch && (it_param || it_local || it_local_cont || it_local_mcont)@
expression X;
identifier P;
position q, a;
@@
 P@a = X@q

@script:python@
q << keep_assign_local.q;
P << keep_assign_local.P;
a << keep_assign_local.a;
@@
if is_param_ptr(P, a) or is_local_ptr(P, a):
    keep(a)
    if is_item(q):
        keep(q)

// The same set where it is declared (b43 main.c: struct work_struct *work
// = &dev->periodic_work, a local container_of() shows to be delayed).
@keep_decl_local depends on patch && (it_param || it_local || it_local_cont || it_local_mcont)@
expression X;
identifier P;
position q, a;
@@
 struct work_struct *P@a = X@q;

@script:python@
q << keep_decl_local.q;
P << keep_decl_local.P;
a << keep_decl_local.a;
@@
if is_local_ptr(P, a) and is_item(q):
    keep(q)

// A delayed pointer that is only tested or compared stays a pointer
// (intel.c: if (!work)), and so does the item it is compared with.
@keep_compare depends on patch && (it_param || it_local || it_local_cont || it_local_mcont)@
identifier P;
expression X;
position q, a;
@@
(
 P@a == X@q
|
 P@a != X@q
|
 X@q == P@a
|
 X@q != P@a
)

@script:python@
q << keep_compare.q;
P << keep_compare.P;
a << keep_compare.a;
@@
if is_param_ptr(P, a) or is_local_ptr(P, a):
    keep(a)
    if is_item(q):
        keep(q)

@keep_test depends on patch && (it_param || it_local || it_local_cont || it_local_mcont)@
identifier P;
expression X;
position a;
@@
(
 !P@a
|
 P@a && X
|
 X && P@a
|
 P@a || X
|
 X || P@a
)

@script:python@
P << keep_test.P;
a << keep_test.a;
@@
if is_param_ptr(P, a) or is_local_ptr(P, a):
    keep(a)

@keep_if depends on patch && (it_param || it_local || it_local_cont || it_local_mcont)@
identifier P;
statement S1, S2;
position a;
@@
(
 if (P@a) S1 else S2
|
 if (P@a) S1
)

@script:python@
P << keep_if.P;
a << keep_if.a;
@@
if is_param_ptr(P, a) or is_local_ptr(P, a):
    keep(a)

@keep_members depends on patch@
expression E, I, C;
identifier f, g, P;
identifier m =~ "^(timer|wq|cpu)$";
position p : script:python() { pos(p) in marked };
@@
(
 E->f@p.m
|
 E.f@p.m
|
 E->f@p[I].m
|
 E.f@p[I].m
|
 g@p.m
|
 per_cpu(g@p, C).m
|
 P@p->m
)

@script:python@
p << keep_members.p;
@@
keep(p)

// ---- declarations ------------------------------------------------------------------

// Globals first: a DECLARE_WORK of a delayed item that passes itself as
// data is one declaration, which the uses would change first otherwise.
@find_globals depends on patch@
declarer name DECLARE_WORK, DEFINE_PER_CPU, DECLARE_PER_CPU;
identifier g, fn;
expression D, N;
position p;
@@
(
 struct work_struct g@p;
|
 extern struct work_struct g@p;
|
 struct work_struct g@p[N];
|
 struct work_struct g@p = ...;
|
 DECLARE_WORK(g@p, fn, D);
|
 DEFINE_PER_CPU(struct work_struct, g@p);
|
 DECLARE_PER_CPU(struct work_struct, g@p);
)

@script:python@
g << find_globals.g;
p << find_globals.p;
@@
# Only at file scope, where spatch names the element after the variable,
# or "something_else" for a declarer macro: a local of that name (its
# element is its function) is another object.
if p[0].current_element in (g, 'something_else') and delayed_global(g, p):
    global_decls.add(pos(p))

@gdecl depends on patch@
declarer name DECLARE_WORK, DECLARE_DELAYED_WORK, DEFINE_PER_CPU, DECLARE_PER_CPU;
identifier g;
position p : script:python() { pos(p) in global_decls };
expression F, D, N, E;
@@
(
- struct work_struct
+ struct delayed_work
  g@p;
|
- extern struct work_struct
+ extern struct delayed_work
  g@p;
|
- struct work_struct g@p[N];
+ struct delayed_work g[N];
|
- struct work_struct g@p = E;
+ struct delayed_work g = E;
|
- DECLARE_WORK
+ DECLARE_DELAYED_WORK
  (g@p, F, D);
|
- DEFINE_PER_CPU(struct work_struct, g@p);
+ DEFINE_PER_CPU(struct delayed_work, g);
|
- DECLARE_PER_CPU(struct work_struct, g@p);
+ DECLARE_PER_CPU(struct delayed_work, g);
)

// ---- the uses, in one rule ------------------------------------------------------
// Once a rule changes a function, spatch works on a reparsed copy of it, and
// the positions found above no longer match; so every change inside
// functions that needs them is one disjunction, applied in one go.

@uses depends on patch@
expression X, F, D, WQ, C, E, I, N, T;
identifier f, g, P;
identifier m != {work, timer, wq, cpu};
position q : script:python() { is_item(q) };
position p : script:python() { is_marked(p) };
position pp : script:python() { is_marked_ptr(pp) };
position pc : script:python() { is_marked_pcpu(pc) };
identifier acc =~ "^(this_cpu_ptr|raw_cpu_ptr)$";
@@
(
// Only the name changes (and a delay is appended): the arguments keep their
// layout.
- INIT_WORK
+ INIT_DELAYED_WORK
  (X@q, F, D)
|
- INIT_WORK_ONSTACK
+ INIT_DELAYED_WORK_ONSTACK
  (X@q, F, D)
|
- PREPARE_WORK
+ PREPARE_DELAYED_WORK
  (X@q, F, D)
|
- destroy_work_on_stack
+ destroy_delayed_work_on_stack
  (X@q)
|
- __WORK_INITIALIZER
+ __DELAYED_WORK_INITIALIZER
  (N@q, F, D
+ , 0
  )
|
- __WORK_INITIALIZER_TFLAGS
+ __DELAYED_WORK_INITIALIZER
  (N, F, D, T)
|
// aio, kbd_kern.h: queueing a delayed item without a delay
- queue_work
+ queue_delayed_work
  (WQ, X@q
+ , 0
  )
|
- queue_work_on
+ queue_delayed_work_on
  (C, WQ, X@q
+ , 0
  )
|
- schedule_work
+ schedule_delayed_work
  (X@q
+ , 0
  )
|
- schedule_work_on
+ schedule_delayed_work_on
  (C, X@q
+ , 0
  )
|
// anything else needs the work_struct inside (slab: reap_work->work.func)
- &E->f@p
+ &E->f.work
|
- &E.f@p
+ &E.f.work
|
- &E->f@p[I]
+ &E->f[I].work
|
- &E.f@p[I]
+ &E.f[I].work
|
- E->f@p.m
+ E->f.work.m
|
- E.f@p.m
+ E.f.work.m
|
// vmstat: this_cpu_ptr(&vmstat_work) points to the delayed item.
- acc(&g@pc)->m
+ acc(&g)->work.m
|
- per_cpu_ptr(&g@pc, C)->m
+ per_cpu_ptr(&g, C)->work.m
|
- acc(&g@pc)
+ &acc(&g)->work
|
- per_cpu_ptr(&g@pc, C)
+ &per_cpu_ptr(&g, C)->work
|
- &g@p
+ &g.work
|
- g@p.m
+ g.work.m
|
- &per_cpu(g@p, C)
+ &per_cpu(g, C).work
|
- per_cpu(g@p, C).m
+ per_cpu(g, C).work.m
|
- P@pp->m
+ P->work.m
|
- P@pp
+ &P->work
)

// A delayed member of a static struct, initialised in the struct's
// initialiser (amdgpu_drv.c mgpu_info, avs cldma.c code_loader): the item
// is no expression the uses rule marks, its designator names the field.
@static_member depends on patch@
type T;
identifier x;
identifier f : script:python(T) { delayed_typed(T, f) };
expression N, F, D;
@@
 T x = { ...,
 .f =
- __WORK_INITIALIZER
+ __DELAYED_WORK_INITIALIZER
  (N, F, D
+ , 0
  )
 , ...};

// A member path through a delayed item, as a macro argument, goes through
// its work_struct: list_first_entry(h, T, f.entry) -> f.work.entry (srcu).
@member_path depends on patch@
identifier lf =~ "^(list_first_entry|list_entry|list_last_entry|list_first_entry_or_null|container_of)$";
type T;
identifier f : script:python(T) { delayed_typed(T, f) };
identifier m != work;
expression X;
@@
 lf(X, T,
- f.m
+ f.work.m
 )

// container_of() of a struct work_struct pointer and a member now delayed
// names the work_struct inside that member (kobject.c with
// CONFIG_DEBUG_KOBJECT_RELEASE: a handler given its own item as data), and
// so does container_of_const() (af_packet.c).
// Not for a pointer that becomes a struct delayed_work * itself below.
@inner_member depends on patch@
identifier cof = {container_of, container_of_const};
type T;
identifier f : script:python(T) { delayed_typed(T, f) };
struct work_struct *W;
position p : script:python(W) { not is_local_ptr(str(W), p) and not is_param_ptr(str(W), p) };
@@
 cof(W@p, T,
- f
+ f.work
 )

// The same in the body of a macro (ntb_hw_amd.h: #define hb_ndev(__work)
// container_of(__work, struct amd_ntb_dev, hb_timer.work); lynx-28g.c):
// its parameter has no type, and the macro is given the work_struct, as
// every handler is (a macro given the delayed item would have kept its
// container_of() when the rewind took to_delayed_work() out of the call).
// spatch calls a macro body's element "something_else".
@inner_macro depends on patch@
type T;
identifier f : script:python(T) { delayed_typed(T, f) };
expression W;
position p : script:python() { p[0].current_element == "something_else" };
@@
 container_of(W@p, T,
- f
+ f.work
 )

// The same with the container written typeof(*x), x the pointer the
// result goes to (thunderbolt xdomain.c).
@inner_member_typeof depends on patch@
type T;
identifier x;
identifier f : script:python(T) { delayed_typed(T, f) };
T *X;
struct work_struct *W;
position p : script:python(W) { not is_local_ptr(str(W), p) and not is_param_ptr(str(W), p) };
@@
(
 T *x = container_of(W@p, typeof(*x),
- f
+ f.work
 );
|
 X = container_of(W@p, typeof(*X),
- f
+ f.work
 )
)

// The same for a member path a.f, when the member table says what struct
// a is and f of it is delayed, or when f is delayed by name and one struct
// alone has a work item f: a.f can be no other (i915 intel_psr.c:
// container_of(work, typeof(*intel_dp), psr.dc3co_work), the struct
// intel_psr in another header).
@inner_path depends on patch@
type T;
identifier x, a;
identifier f : script:python(T, a) { path_delayed(T, a, f) };
T *X;
struct work_struct *W;
position p : script:python(W) { not is_local_ptr(str(W), p) and not is_param_ptr(str(W), p) };
@@
(
 T *x = container_of(W@p, typeof(*x),
- a.f
+ a.f.work
 );
|
 X = container_of(W@p, typeof(*X),
- a.f
+ a.f.work
 )
|
 container_of(W@p, T,
- a.f
+ a.f.work
 )
)

// The same in a container_of() macro of the table (wcmacro): its type is
// the macro's (ssh_packet_layer.c to_ssh_ptl(work, rtx_timeout.reaper)).
@inner_cmacro depends on patch@
identifier m : script:python() { is_cmacro(m) };
identifier a;
identifier f : script:python(m, a) { cmacro_delayed(m, a, f) };
struct work_struct *W;
position p : script:python(W) { not is_local_ptr(str(W), p) and not is_param_ptr(str(W), p) };
@@
 m(W@p,
- a.f
+ a.f.work
 )

// Two members down (i915 intel_hotplug.c: container_of(work,
// typeof(*dev_priv), display.hotplug.reenable_work), the struct
// intel_hotplug hotplug of the struct intel_display display of struct
// drm_i915_private, each in its own header).
@inner_path2 depends on patch@
type T;
identifier x, a, b;
identifier f : script:python(T, a, b) { path2_delayed(T, a, b, f) };
T *X;
struct work_struct *W;
position p : script:python(W) { not is_local_ptr(str(W), p) and not is_param_ptr(str(W), p) };
@@
(
 T *x = container_of(W@p, typeof(*x),
- a.b.f
+ a.b.f.work
 );
|
 X = container_of(W@p, typeof(*X),
- a.b.f
+ a.b.f.work
 )
|
 container_of(W@p, T,
- a.b.f
+ a.b.f.work
 )
)

// libata: if (!delay) queue_work() else queue_delayed_work() is one call,
// now that the first branch is queue_delayed_work(..., 0).
@nodelay depends on patch@
expression X, WQ, DL, R;
@@
(
- if (!DL)
-	R = queue_delayed_work(WQ, X, 0);
- else
-	R = queue_delayed_work(WQ, X, DL);
+ R = queue_delayed_work(WQ, X, DL);
|
- if (!DL)
-	queue_delayed_work(WQ, X, 0);
- else
-	queue_delayed_work(WQ, X, DL);
+ queue_delayed_work(WQ, X, DL);
)

// ---- declarations ------------------------------------------------------------------

// The locals it_local and it_local_cont found, by function and name
// (positions could not cross the changes made by uses).  A pointer set
// from a plain work_struct pointer gets it through to_delayed_work().
@ldecl depends on patch@
identifier P;
position p : script:python(P) { is_local_ptr(P, p) };
expression E : script:python() { is_addr(E) };
expression E2 : script:python() { not is_addr(E2) };
expression E3;
void *V;
@@
(
- struct work_struct *P@p;
+ struct delayed_work *P;
|
- struct work_struct *P@p = NULL;
+ struct delayed_work *P = NULL;
|
- struct work_struct *P@p = E;
+ struct delayed_work *P = E;
|
// a void * (a callback's data) is the delayed item as it was handed over
- struct work_struct *P@p = V;
+ struct delayed_work *P = V;
|
// a cast to the work_struct the rewind made of a cast to the delayed
// item (host1x fence.c: (struct delayed_work *)work) is no longer needed
- struct work_struct *P@p = (struct work_struct *)E3;
+ struct delayed_work *P = to_delayed_work(E3);
|
- struct work_struct *P@p = E2;
+ struct delayed_work *P = to_delayed_work(E2);
)

// The same local set apart from its declaration (anx7625.c dwork = work).
@lassign depends on patch@
identifier P;
struct work_struct *E2;
position p : script:python(P, E2) { is_local_ptr(P, p) and not is_addr(E2) };
@@
 P@p =
- E2
+ to_delayed_work(E2)

@sdecl depends on patch@
identifier it_stack.fn, it_stack.W;
@@
 fn(...)
 {
 <...
- struct work_struct W;
+ struct delayed_work W;
 ...>
 }

@find_fields depends on patch@
identifier s, fld;
position p;
expression N;
@@
 struct s {
 ...
(
 struct work_struct fld@p;
|
 struct work_struct fld@p[N];
|
 struct work_struct *fld@p;
)
 ...
 };

@script:python@
sn << find_fields.s;
fn << find_fields.fld;
p << find_fields.p;
@@
fields_at.setdefault(p[0].line, []).append((sn, fn, p[0]))
if not (delayed_field(sn, fn) or delayed_pfield(sn, fn)):
    cocci.include_match(False)

// Fields declared together in one declaration (r8152.c: struct
// work_struct schedule, hw_phy_work;): spatch matches each but fdecl
// cannot rewrite such a declaration.  When all of them are delayed, the
// type of the declaration is (fdecl_multi, after fdecl); when only some
// are, the declaration must be split: reported, for a human (here: no
// report after a rule that changes the file).  Keyed by line: after
// fdecl, spatch may give the file another name.
@script:python depends on patch@
@@
for _at, _fs in fields_at.items():
    _delayed = [_f for (_s, _f, _p) in _fs if delayed_field(_s, _f)]
    if len(_fs) < 2 or not _delayed:
        continue
    if len(_delayed) == len(_fs):
        multi_lines.add(_at)
        continue
    for (_s, _f, _p) in _fs:
        if _f in _delayed:
            coccilib.report.print_report(
                _p, 'forward-0001: %s is a delayed item declared with plain '
                'ones in one declaration, which spatch cannot split: make it '
                'a struct delayed_work of its own by hand' % _f)


// The fields to convert come by inheritance, one match each: with a
// constraint instead, spatch matches only one field of a struct.  A plain
// field keeps its layout (only the type is replaced); spatch does not
// match an array or a pointer field that way.
@fdecl depends on patch@
identifier s, f;
position find_fields.p;
expression N;
@@
 struct s {
 ...
(
- struct work_struct
+ struct delayed_work
  f@p;
|
- struct work_struct f@p[N];
+ struct delayed_work f[N];
|
- struct work_struct *f@p;
+ struct delayed_work *f;
)
 ...
 };

@fdecl_multi depends on patch@
position p : script:python() { p[0].line in multi_lines };
@@
- struct work_struct@p
+ struct delayed_work

// Fields of a struct s defined where a variable is declared (vio.c:
// static struct vio_cmo { ... } vio_cmo;), which find_fields does not
// see either: plain fields.
@find_fields_var depends on patch@
identifier s, v, fld;
position p;
@@
 struct s {
 ...
 struct work_struct fld@p;
 ...
 } v;

@script:python@
s << find_fields_var.s;
fn << find_fields_var.fld;
@@
if not delayed_field(s, fn):
    cocci.include_match(False)

@fdecl_var depends on patch@
identifier s, v, f;
position find_fields_var.p;
@@
 struct s {
 ...
- struct work_struct
+ struct delayed_work
  f@p;
 ...
 } v;

// Fields of a struct s defined where a member of struct t is declared
// (intel_gt_types.h: struct intel_gt_requests { ... } requests;), which
// find_fields does not see: plain fields (wdecl_nested).
@find_fields_nested depends on patch@
identifier t, s, a, fld;
position p;
@@
 struct t {
 ...
 struct s {
 ...
 struct work_struct fld@p;
 ...
 } a;
 ...
 };

@script:python@
s << find_fields_nested.s;
fn << find_fields_nested.fld;
@@
if not delayed_field(s, fn):
    cocci.include_match(False)

@fdecl_nested depends on patch@
identifier t, s, a, f;
position find_fields_nested.p;
@@
 struct t {
 ...
 struct s {
 ...
- struct work_struct
+ struct delayed_work
  f@p;
 ...
 } a;
 ...
 };

// Fields of an anonymous struct that is a member a of struct s: typed
// evidence for s@a (wmember_anon) says which (team: notify_peers.dw
// is delayed, whatever mcast_rejoin.dw is).
@find_fields_anon_member depends on patch@
identifier s, a, fld;
position p;
expression N;
@@
 struct s {
 ...
 struct {
 ...
(
 struct work_struct fld@p;
|
 struct work_struct fld@p[N];
)
 ...
 } a;
 ...
 };

@script:python@
s << find_fields_anon_member.s;
a << find_fields_anon_member.a;
fn << find_fields_anon_member.fld;
p << find_fields_anon_member.p;
@@
if delayed_typed(anon_member(s, a), fn):
    anon_items.add(pos(p))

// And of an unnamed one, whose fields are the outer struct's (gfs2
// incore.h: struct gfs2_glock { ... struct { struct delayed_work
// gl_delete; u64 gl_no_formal_ino; }; ... }): typed evidence for s.
@find_fields_anon_unnamed depends on patch@
identifier s, fld;
position p;
@@
 struct s {
 ...
 struct {
 ...
 struct work_struct fld@p;
 ...
 };
 ...
 };

@script:python@
s << find_fields_anon_unnamed.s;
fn << find_fields_anon_unnamed.fld;
p << find_fields_anon_unnamed.p;
@@
if delayed_typed(s, fn):
    anon_items.add(pos(p))

// And of one a typedef names: typed evidence for that name (imm.c).
@find_fields_tdef depends on patch@
identifier fld;
type T;
position p;
expression N;
@@
 typedef struct {
 ...
(
 struct work_struct fld@p;
|
 struct work_struct fld@p[N];
)
 ...
 } T;

@script:python@
t << find_fields_tdef.T;
fn << find_fields_tdef.fld;
p << find_fields_tdef.p;
@@
if delayed_typed(t, fn):
    anon_items.add(pos(p))

// Fields of anonymous structs: by name only, or as members or typedefs
// (above).
@find_fields_anon depends on patch@
identifier fld;
position p;
expression N;
@@
 struct {
 ...
(
 struct work_struct fld@p;
|
 struct work_struct fld@p[N];
)
 ...
 }

@script:python@
fn << find_fields_anon.fld;
p << find_fields_anon.p;
@@
if not (name_delayed(fn) or anon_typed(fn) or pos(p) in anon_items):
    cocci.include_match(False)

@fdecl_anon depends on patch@
identifier f;
position find_fields_anon.p;
expression N;
@@
 struct {
 ...
(
- struct work_struct
+ struct delayed_work
  f@p;
|
- struct work_struct f@p[N];
+ struct delayed_work f[N];
)
 ...
 }


@pdecl depends on patch@
identifier fn, P;
parameter list[n] ps : script:python(fn) { delayed_param(fn, nparams(ps)) };
type R;
@@
 R fn(ps,
- struct work_struct *P
+ struct delayed_work *P
 , ...) { ... }

@pproto depends on patch@
identifier fn, P;
parameter list[n] ps : script:python(fn) { delayed_param(fn, nparams(ps)) };
type R;
@@
(
 R fn(ps,
- struct work_struct *P
+ struct delayed_work *P
 , ...);
|
 R fn(ps,
- struct work_struct *
+ struct delayed_work *
 , ...);
)
