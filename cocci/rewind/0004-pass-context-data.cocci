// SPDX-License-Identifier: GPL-2.0-only
/// Rewind of 65f27f38446e ("WorkStruct: Pass the work_struct pointer
/// instead of context data"): give every work handler back the
/// void *data argument of 2.6.18, and every initialiser its data argument.
///
/// A handler that finds its object with container_of(work, T, f), or with
/// from_work(x, work, f) (as 6.12 spells it), gets that
/// object as its data (the container), and the initialiser of &E->f passes
/// E.  A handler that ignores its argument gets NULL.  A handler that uses
/// the work item itself gets the work item as data.  Initialisers whose
/// handler is unknown here (defined in another file and not in the table of
/// the collect pass) are reported, not guessed.
//
// Confidence: Moderate
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers --max-width 200
// (--max-width 200: lines that grow are not wrapped, so that the forward
// scripts, taking the argument out again, give back the upstream line.)

virtual patch
virtual report
virtual collect

@initialize:python@
@@
import copy
import json
import os
import re

used = set()    # functions named as work handlers in this file
views = {}      # handler -> how many container_of() views it takes
info = {}       # handler -> (kind, T, Q, via): see data_for()
called_directly = set()  # handlers this file also calls itself
func_set = set()  # handlers set by hand: item.func = fn
data_locals = set()  # handlers whose body declares or uses a data of its own
private = set() # static functions of this .c file
private_file = {}  # those of them, and their file
included = set()   # .c files other .c files include
table = {}      # handlers of other files, from the collect pass
table_used = set()  # functions named as handlers anywhere
relays = {}     # wrapper -> its handler parameter and the item it initialises
selfs = set()   # handlers that take their item: passed to a wrapper that gives it
relay_at = {}   # (item, handler parameter) of the initialisers of wrappers -> data
relay_calls = []  # (handler, wrapper, position) of the calls of wrappers
params_of = {}  # function of this file -> parameter name -> index
chained = set()  # wrappers that hand their handler parameter to one
pending_calls = []  # relay_call matches, resolved once params_of is known
pass_at = set()  # (item, handler parameter) of the initialisers in them
pass_here = set()  # the wrappers this file defines (and has not converted)
includes_read = []  # set once the includes of this file are printed
collecting = False
_path = os.environ.get('WQR_HANDLERS')
if _path and os.path.exists(_path):
    with open(_path) as _f:
        _t = json.load(_f)
    table = _t.get('handlers', {})
    table_used = set(_t.get('used', []))
    relays = _t.get('relays', {})
    selfs = set(_t.get('selfs', []))
    # The static handlers of a .c file another one includes (atl1.c:
    # #include "atlx.c") are handlers of the includer too.
    included = set(_t.get('includeds', []))
    for _k, _h in list(table.items()):
        _path, _, _fn = _k.rpartition(':')
        if _path and _path in included:
            table.setdefault(_fn, _h)

# What takes a handler but is no wrapper (WQR-HCALL lines leave them out;
# a wrapper may be named like them: libsas INIT_SAS_EVENT()).
NO_WRAPPERS = {'INIT_WORK', 'INIT_WORK_ONSTACK', 'INIT_DELAYED_WORK',
               'INIT_DELAYED_WORK_ONSTACK', 'INIT_DEFERRABLE_WORK',
               'INIT_DEFERRABLE_WORK_ONSTACK', 'INIT_RCU_WORK',
               'INIT_RCU_WORK_ONSTACK', 'PREPARE_WORK', 'PREPARE_DELAYED_WORK',
               '__INIT_WORK', 'container_of'}

# Initialisers whose item wraps the work_struct as its .work member.
WRAPPED = {'INIT_DELAYED_WORK', 'INIT_DELAYED_WORK_ONSTACK',
           'INIT_DEFERRABLE_WORK', 'INIT_DEFERRABLE_WORK_ONSTACK',
           'INIT_RCU_WORK', 'INIT_RCU_WORK_ONSTACK',
           '__DELAYED_WORK_INITIALIZER', 'DECLARE_DELAYED_WORK',
           'DECLARE_DEFERRABLE_WORK', 'execute_in_process_context'}


# SmPL constraints cannot hold "in"; these wrap the tests.  A static
# function of a .c file is a handler only if this file names it as one; any
# other function also if another file does (the collect pass).  When
# collecting, every function shaped like a handler is classified.
def is_used(fn):
    return (collecting or fn in used or
            (fn in table_used and fn not in private))


def unclassified(fn):
    return is_used(fn) and fn not in info


def is_classified(fn):
    return fn in info




def macro_at(pos):
    """Which DECLARE_* declarer stands at pos: a declarer cannot be bound
    to a metavariable, so read it off the source line."""
    with open(pos.file, errors='replace') as f:
        line = f.readlines()[int(pos.line) - 1]
    word = line[int(pos.column):].split('(', 1)[0].strip()
    return word


# A plain lvalue path such as krcp->krw_arr[i].rcu_work or rnp->rew.
SIMPLE = re.compile(r'^[A-Za-z_]\w*((->|\.)[A-Za-z_]\w*|\[[^][]+\])*$')


def leave(pos, msg):
    """A file:line: message for what is left to a human (not when
    collecting: the patch pass, with the table, decides)."""
    if not collecting:
        coccilib.report.print_report(pos, msg)


def norm(s):
    return ''.join(s.split())


def legacy_name(work, fn=None):
    """The name of an unused legacy parameter: "data" for the usual
    "work", else the name itself (dummy, ignored, unused: what the seed
    handlers kept, and the forward step keeps); "work" too where the body
    of fn has a data of its own (data_name())."""
    return 'data' if work == 'work' and fn not in data_locals else work


def data_name(fn, work):
    """The name of the data parameter of a handler that uses it: "data",
    unless the body has its own data (qla2xxx qla_register_fcport_fn():
    u16 data[2]) or the item was called data (sfc efx_filter_rfs_expire(
    struct work_struct *data)): then "arg"."""
    return 'arg' if fn in data_locals or work == 'data' else 'data'


def is_included(path):
    """path is a .c file that another .c file includes (the table names
    it relative to the tree; spatch may name it from elsewhere)."""
    return any(path == i or path.endswith('/' + i) for i in included)


# #include "x.c", read off the source: SmPL does not bind include paths.
INCLUDE_C = re.compile(r'^\s*#\s*include\s+"([^"]+\.c)"', re.M)


def print_included(path):
    with open(path, errors='replace') as f:
        text = f.read()
    for inc in INCLUDE_C.findall(text):
        print('WQR-DELAYED included %s' % os.path.normpath(
            os.path.join(os.path.dirname(path), inc)))


def is_handler(fn):
    return fn in info or (fn in table and fn in table_used and
                          fn not in private)


def handler(fn):
    if fn in info:
        return info[fn]
    if fn in table and fn not in private:
        return tuple(table[fn])
    return None


def self_data(item, macro):
    """The data of a handler that takes its work item: the item, or the
    work_struct inside a wrapping one."""
    item = norm(item)
    if macro not in WRAPPED:
        return item
    if item.startswith('&'):
        return item + '.work'
    # No parentheses around a plain name or path (slab.c reap_work):
    # rewind 0001 then makes &reap_work->work the item itself again.
    return ('&%s->work' if SIMPLE.match(item) else '&(%s)->work') % item


def data_for(fn, item, macro):
    """The natural data argument for initialising item with handler fn.

    item is a pointer expression to the initialised object (a work_struct,
    or a delayed_work/rcu_work/execute_work when macro is in WRAPPED).
    Returns None when it cannot be decided."""
    if str(fn) == 'NULL':
        # No handler yet (target_core_transport.c, hub.c init_work): the
        # item is given one later, and 2.6.18 gave that one its data then.
        return 'NULL'
    h = handler(fn)
    if h is None:
        return None
    kind, T, Q, via = h
    item = norm(item)
    wrapped = macro in WRAPPED
    if kind == 'none':
        return 'NULL'
    if kind == 'self':
        return self_data(item, macro)
    # kind == 'container': the handler did container_of(X, T, Q) where X
    # was the work_struct (via == '') or its wrapper (via == 'wrapper').
    if wrapped and not via and norm(T) == 'structdelayed_work' and Q == 'work':
        # to_delayed_work() spelt out (lm90.c, prestera_counter.c): the
        # container is the delayed item itself.
        return item
    path = Q
    if wrapped and not via:
        if not Q.endswith('.work'):
            return None
        path = Q[:-len('.work')]
    elif via and not wrapped:
        return None
    # Q may itself end in .work for a wrapper found through to_*_work().
    for sep, pre in (('->', ''), ('.', '&')):
        if item.startswith('&') and item.endswith(sep + path):
            base = item[1:-len(sep + path)]
            if SIMPLE.match(base):
                return pre + base
    return 'container_of(%s, %s, %s)' % (item, T, path)


def data_arg(fn, item, macro, pos):
    """data_for() as an SmPL expression for the patch rule; when it cannot
    be decided, the match is dropped and the site reported."""
    res = data_for(fn, item, macro)
    if res is None:
        cocci.include_match(False)
        leave(pos, 'rewind-0004: data of %s for handler %s not known here'
              % (macro, fn))
        return None
    return cocci.make_expr(res)

# &c->path, the item of a wrapper: c a plain name; or &E->f, &E.f, E any
# expression (wireguard: &per_cpu_ptr(worker, cpu)->work; hfi1:
# &wait->wait[i].iowork), the container E or &E.
RELAY_ITEM = re.compile(r'^&([A-Za-z_]\w*)->([A-Za-z_][\w.]*)$')
RELAY_ARROW = re.compile(r'^&(.+)->([A-Za-z_]\w*)$')
RELAY_DOT = re.compile(r'^&(.+)\.([A-Za-z_]\w*)$')


def relay_item(item):
    """(container, path) of the item of a wrapper, or None."""
    text = norm(str(item))
    for rx, pre in ((RELAY_ITEM, ''), (RELAY_ARROW, ''), (RELAY_DOT, '&')):
        m = rx.match(text)
        if m:
            return pre + m.group(1), m.group(2)
    return None


_texts = {}  # file -> its text without comments (escapes())


def escapes(wf, path):
    """wf is named other than in a call, its address taken (host1x
    _host1x_intr_init_host_sync in an ops table): its callers cannot all
    be found, so it is no wrapper (its initialiser is reported).  An
    EXPORT_SYMBOL is no such use: modules call it (tcf_queue_work)."""
    if path not in _texts:
        try:
            with open(path, errors='replace') as f:
                text = f.read()
        except OSError:
            text = ''
        _texts[path] = re.sub(r'/\*.*?\*/|//[^\n]*|\bEXPORT_SYMBOL\w*\s*\(\s*\w+\s*\)',
                              ' ', text, flags=re.S)
    return re.search(r'\b%s\b(?!\s*\()' % re.escape(str(wf)), _texts[path]) is not None


def record_relay(wf, fp, n, macro, item):
    """wf(..., fp, ...) { INIT_WORK(&c->f, fp); } (rnbd send_usr_msg(),
    libsas): the item is the member f of c, so the data wf gives every
    handler it is passed is c, the container, as 2.6.18 code passed it."""
    m = relay_item(item)
    if not m:
        return
    # Keyed by text: the site rules run after handlers changed the file,
    # and spatch then names a copy of it, with other lines.
    old = relays.get(str(wf))
    data = self_data(item, macro) if old and old.get('self') else m[0]
    relay_at[(norm(item), str(fp))] = (data, str(wf))
    path = m[1]
    if macro in WRAPPED:
        path += '.work'
    r = {'index': int(n), 'path': path}
    if old and old.get('self'):
        r['self'] = True
    if old is not None and old.get('index') != r['index']:
        # Two handler parameters (hfi1 iowait_init(): func, tidfunc): the
        # table has one a wrapper, so none is taken; the sites are reported.
        r = {'index': -1, 'path': '', 'two': True}
    elif old is not None and old.get('two'):
        r = old
    relay_line(wf, r)
    relays[str(wf)] = r


def relay_line(wf, r):
    """The table line of wrapper wf: once a wrapper, not once an
    initialiser (padata_work_init() has one a branch of an if)."""
    if collecting and relays.get(str(wf)) != r:
        print('WQR-RELAY %s %s' % (wf, json.dumps(r, sort_keys=True)))


def record_pass(wf, fp, n, k, macro, w):
    """wf(..., w, ..., fp, ...) { INIT_WORK(w, fp); } (devm-helpers.h
    devm_work_autocancel()): the item is a parameter, so only the caller
    knows the data; wf takes it as a new parameter data after fp."""
    r = {'index': int(n), 'item': int(k), 'macro': str(macro)}
    relay_line(wf, r)
    relays[str(wf)] = r
    pass_at.add((str(w), str(fp)))
    pass_here.add(str(wf))


def is_relay(wf):
    return wf in relays and not relays[wf].get('two')


def is_pass(wf):
    return 'item' in relays.get(wf, {})


def defines_pass(wf):
    return wf in pass_here


def is_pass_elsewhere(wf):
    return is_pass(wf) and wf not in pass_here


def relay_called_at(wf, n, fn, pos):
    """Handler fn is passed to wrapper wf as argument n.  When fn is itself
    a parameter of the function of the call (wireguard
    wg_packet_queue_init(..., function, ...) calls
    wg_packet_percpu_multicore_worker_alloc(function, ...)), that function
    is a wrapper too, of the same item: its callers pass the handlers."""
    if int(n) != relays[wf]['index']:
        return
    outer = pos.current_element
    index = params_of.get(outer, {}).get(str(fn))
    if index is not None and not is_pass(wf) and not escapes(outer, pos.file):
        r = dict(relays[wf], index=index)
        relay_line(outer, r)
        relays[outer] = r
        chained.add(outer)
        return
    used.add(fn)
    if not is_pass(wf):
        relay_calls.append((fn, wf, pos))
    if collecting:
        print('WQR-USED %s' % fn)
        if not is_pass(wf):
            print('WQR-RELAYCALL %s %s %s' % (pos.file, wf, fn))


def is_chained(wf):
    return wf in chained


def relay_called(fn):
    """fn is passed to a wrapper (which gives no handler its work item)."""
    return any(f == fn for f, _, _ in relay_calls)


def relay_unfit(fn):
    """fn is passed to a wrapper that cannot give it its data."""
    return any(f == fn and not relay_fits(fn, wf) for f, wf, _ in relay_calls)


def relay_fits(fn, wf):
    """Handler fn can be passed to wrapper wf: it takes the container wf
    gives (the item itself, for a wrapper the table made a self one), or
    ignores its data."""
    h = handler(fn)
    if h is None:
        return False
    kind, T, Q, via = h
    if relays[wf].get('self'):
        return kind in ('none', 'self')
    return kind == 'none' or (kind == 'container' and not via and
                              Q == relays[wf]['path'])


def forced_self(fn):
    """The table makes fn take its work item (spatch_run.self_relays): a
    wrapper it is passed to gives its handlers the item, as one of them
    wants another container than the wrapper's (virtgpu_kms.c
    virtio_gpu_init_vq()).  A static handler is keyed FILE:NAME."""
    if fn in private_file:
        path = private_file[fn]
        return any(k.endswith(':' + fn) and
                   (path == k[:-len(fn) - 1] or path.endswith('/' + k[:-len(fn) - 1]))
                   for k in selfs)
    return fn in selfs


# One spatch can be given many files (by spatch_run.py, coccicheck): rule
# fresh_file starts each of them with the state set up above.
_fresh = copy.deepcopy({k: v for k, v in globals().items()
                        if isinstance(v, (set, dict, list)) and k[0] != '_'})

@script:python fresh_file@
@@
globals().update(copy.deepcopy(_fresh))

@script:python depends on collect@
@@
collecting = True

// ---- which functions are work handlers ------------------------------------

@priv@
identifier fn, work;
position p;
@@
 static void fn@p(struct work_struct *work) { ... }

@script:python@
fn << priv.fn;
p << priv.p;
@@
if not p[0].file.endswith('.h') and not is_included(p[0].file):
    private.add(fn)
    private_file[fn] = p[0].file

// The functions named as handlers.
@reg@
identifier I = {INIT_WORK, INIT_WORK_ONSTACK, INIT_DELAYED_WORK,
		INIT_DELAYED_WORK_ONSTACK, INIT_DEFERRABLE_WORK,
		INIT_DEFERRABLE_WORK_ONSTACK, INIT_RCU_WORK,
		INIT_RCU_WORK_ONSTACK, __WORK_INITIALIZER};
identifier fn;
expression W, E;
symbol func;
@@
(
 I(W, \(fn\|&fn\))
|
 __DELAYED_WORK_INITIALIZER(W, fn, E)
|
 execute_in_process_context(fn, W)
|
 schedule_on_each_cpu(fn)
)

@script:python@
fn << reg.fn;
@@
used.add(fn)
if collecting:
    print('WQR-USED %s' % fn)

// A handler may also be set by hand on an item initialised elsewhere
// (amdgpu vcn_v1_0.c: adev->vcn.idle_work.work.func = its own handler,
// netfs io.c): its data is then that of the item's initialiser, which the
// rules below give the same way from the same container_of().  Only
// functions shaped like work handlers are taken (io_uring sets the func of
// a callback_head the same way).
@fset@
identifier fn;
expression W;
symbol func;
@@
(
 W.func = \(fn\|&fn\)
|
 W->func = \(fn\|&fn\)
)

@script:python@
fn << fset.fn;
@@
used.add(fn)
func_set.add(fn)
if collecting:
    print('WQR-USED %s' % fn)

@regd@
declarer name DECLARE_WORK, DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier n, fn;
@@
(
 DECLARE_WORK(n, \(fn\|&fn\));
|
 DECLARE_DELAYED_WORK(n, \(fn\|&fn\));
|
 DECLARE_DEFERRABLE_WORK(n, \(fn\|&fn\));
)

@script:python@
fn << regd.fn;
@@
used.add(fn)
if collecting:
    print('WQR-USED %s' % fn)

// A wrapper that hands its handler parameter to an initialiser of a
// member of a struct it has (rnbd-clt.c send_usr_msg(..., conf, ...):
// INIT_WORK(&iu->work, conf)): the handlers its callers pass are
// handlers, and their data is the container.  exists: an initialiser on
// one path is enough (padata_work_init(): one a branch of an if).
@relay exists@
identifier I = {INIT_WORK, INIT_WORK_ONSTACK, INIT_DELAYED_WORK,
		INIT_DELAYED_WORK_ONSTACK, INIT_DEFERRABLE_WORK,
		INIT_DEFERRABLE_WORK_ONSTACK};
identifier wf, fp;
parameter list[n] P1;
parameter list P2;
type FT, R;
expression W;
position p;
@@
 R wf(P1, FT fp, P2)
 {
 ... when any
 I@p(W, fp);
 ... when any
 }

@script:python@
wf << relay.wf;
fp << relay.fp;
n << relay.n;
I << relay.I;
W << relay.W;
p << relay.p;
@@
if not escapes(wf, p[0].file):
    record_relay(wf, fp, n, I, W)

// The same with the item a parameter of its own (devm-helpers.h:
// devm_delayed_work_autocancel(dev, w, worker); net/sched cls_api.c
// tcf_queue_work(rwork, func), an rcu_work).
@relay_pass exists@
identifier I = {INIT_WORK, INIT_WORK_ONSTACK, INIT_DELAYED_WORK,
		INIT_DELAYED_WORK_ONSTACK, INIT_DEFERRABLE_WORK,
		INIT_DEFERRABLE_WORK_ONSTACK, INIT_RCU_WORK, INIT_RCU_WORK_ONSTACK};
identifier wf, fp, w;
parameter list[n] P1;
parameter list P2;
type FT, R;
position p;
@@
 R wf(P1, FT fp, P2)
 {
 ... when any
 I@p(w, fp);
 ... when any
 }

@relay_pass_item@
identifier relay_pass.wf, relay_pass.w;
parameter list[k] Q1;
parameter list Q2;
type TW, R;
@@
 R wf(Q1, TW w, Q2) { ... }

@script:python@
wf << relay_pass.wf;
fp << relay_pass.fp;
w << relay_pass.w;
n << relay_pass.n;
k << relay_pass_item.k;
I << relay_pass.I;
p << relay_pass.p;
@@
if not escapes(wf, p[0].file):
    record_pass(wf, fp, n, k, I, w)

@relay_call@
identifier wf : script:python() { is_relay(wf) };
expression list[n] A1;
expression list A2;
identifier fn;
position p;
@@
 wf@p(A1, \(fn\|&fn\), A2)

@script:python@
wf << relay_call.wf;
n << relay_call.n;
fn << relay_call.fn;
p << relay_call.p;
@@
pending_calls.append((wf, n, fn, p[0]))

// The parameters of every function (no walk of the bodies) of a file
// that calls a wrapper: a wrapper may hand its handler parameter on to
// another wrapper.  (Only such files: one Python call a parameter of
// every function made the collect pass a third slower.)
@rparams depends on relay_call@
identifier f, fp;
parameter list[n] P1;
parameter list P2;
type T;
@@
 f(P1, T fp, P2) { ... }

@script:python@
f << rparams.f;
fp << rparams.fp;
n << rparams.n;
@@
params_of.setdefault(str(f), {})[str(fp)] = int(n)

@script:python depends on relay_call@
@@
for _call in pending_calls:
    relay_called_at(*_call)

// The calls of the wrappers that hand their parameter on (found by
// relay_call), in this file.
@relay_call2@
identifier wf : script:python() { is_chained(wf) };
expression list[n] A1;
expression list A2;
identifier fn;
position p;
@@
 wf@p(A1, \(fn\|&fn\), A2)

@script:python@
wf << relay_call2.wf;
n << relay_call2.n;
fn << relay_call2.fn;
p << relay_call2.p;
@@
relay_called_at(wf, n, fn, p[0])

// A handler that is not a function name (mv88e6xxx ptp.c:
// INIT_DELAYED_WORK(&chip->tai_event_work, ptp_ops->event_work)) cannot
// be followed: its data is not known, and the initialiser is left.
// (Reported before any change: after one, spatch names a copy of the file.)
@site_other depends on !collect@
identifier I = {INIT_WORK, INIT_WORK_ONSTACK, INIT_DELAYED_WORK,
		INIT_DELAYED_WORK_ONSTACK, INIT_DEFERRABLE_WORK,
		INIT_DEFERRABLE_WORK_ONSTACK, INIT_RCU_WORK,
		INIT_RCU_WORK_ONSTACK};
expression W, F;
position p;
@@
 I@p(W, F)

@script:python@
I << site_other.I;
F << site_other.F;
p << site_other.p;
@@
if not norm(F).lstrip('&').isidentifier():
    leave(p[0], 'rewind-0004: the handler %s of %s is not a function name: its data is not known here' % (norm(F), I))

// ---- what each handler does with its argument -----------------------------

@cont@
identifier fn : script:python() { is_used(fn) };
identifier work, x;
type T;
expression Q;
@@
 void fn(struct work_struct *work)
 {
 ... when any
(
 T *x = container_of(work, T, Q);
|
 T *x = container_of(to_delayed_work(work), T, Q);
|
 T *x = container_of(to_rcu_work(work), T, Q);
|
 T *x = from_work(x, work, Q);
|
 x = container_of(work, T, Q);
|
 x = container_of(to_delayed_work(work), T, Q);
|
 x = container_of(to_rcu_work(work), T, Q);
)
 ... when any
 }

@script:python@
fn << cont.fn;
T << cont.T;
Q << cont.Q;
@@
views[fn] = views.get(fn, 0) + 1
info[fn] = ('container', T, norm(Q), '')

// A handler also called directly (tree_exp.h: no worker yet, the call runs
// the handler in place).
@called@
identifier cont.fn;
expression W;
position p;
@@
 fn@p(W)

@script:python@
fn << cont.fn;
p << called.p;
@@
called_directly.add(fn)

// A handler may take two views of its item (gfx_v8_0.c: the device and
// the sq_work around the same work_struct).  Which one to make its data,
// and how to compute the other from it before its declaration, is not for
// a script to guess: such a handler is given its work item, as one that
// uses it directly.  So is a handler called directly, so that the call
// stays as it is: the same call may pass another type in another
// configuration (tree_exp.h, with CONFIG_RCU_EXP_KTHREAD: a kthread_work
// to a kthread handler of the same name), which the boot config hides.
// Unless a wrapper gives it its container (padata_mt_helper(), also run in
// place by padata_do_multithreaded()): then the call passes the container.
// Nor is a handler set by hand on an item that another initialiser gives
// its container (netfs objects.c: rreq->work.func = netfs_free_request,
// also called in place with &rreq->work): it takes that data, and so does
// the call.
// And so is a handler the table makes a self one (forced_self()).
@script:python@
fn << cont.fn;
@@
if views[fn] > 1 or (fn in called_directly and not relay_called(fn)
                     and fn not in func_set) \
        or relay_unfit(fn) or forced_self(fn):
    cocci.include_match(False)
    info.pop(fn, None)

// The handler's container_of() starts from the wrapping delayed_work or
// rcu_work rather than from the work_struct.
@cont_via@
identifier cont.fn, cont.work;
type cont.T;
expression cont.Q;
position pv;
@@
 void fn(struct work_struct *work)
 {
 <+...
(
 container_of@pv(to_delayed_work(work), T, Q)
|
 container_of@pv(to_rcu_work(work), T, Q)
)
 ...+>
 }

@script:python@
fn << cont.fn;
pv << cont_via.pv;
@@
info[fn] = info[fn][:3] + ('wrapper',)

@unused@
identifier fn : script:python() { unclassified(fn) };
identifier work;
@@
 void fn(struct work_struct *work)
 {
 ... when != work
 }

@script:python@
fn << unused.fn;
@@
info[fn] = ('none', '', '', '')

// A parameter without a name ignores its data all the more (mce/core.c:
// mce_gen_pool_process(struct work_struct *__unused), __unused being an
// attribute).
@unused_anon@
identifier fn : script:python() { unclassified(fn) };
@@
 void fn(struct work_struct *) { ... }

@script:python@
fn << unused_anon.fn;
@@
info[fn] = ('none', '', '', '')

// The collect pass records a handler of a wrapper that takes its item too:
// the table then makes the wrapper give the item (dm-cache-target.c
// init_continuation(), whose handlers take ws_to_mg(ws)).
@self@
identifier fn : script:python() { unclassified(fn) and (collecting or forced_self(fn) or not relay_called(fn)) };
identifier work;
@@
 void fn(struct work_struct *work) { ... }

@script:python@
fn << self.fn;
@@
info[fn] = ('self', '', '', '')

// Handlers of .c files that other files may name (not static), and all
// handlers of headers, go into the collect table; the static ones too,
// keyed FILE:NAME, for a .c file that includes this one.
@script:python depends on collect@
@@
for fn, h in info.items():
    if fn not in private:
        print('WQR-HANDLER %s %s' % (fn, json.dumps(h)))
    elif fn in private_file and private_file[fn].endswith('.c'):
        print('WQR-HANDLER %s:%s %s' % (private_file[fn], fn, json.dumps(h)))

// The calls that pass a handler of this file to a function of another
// (sctp associola.c sctp_inq_set_th_handler(&asoc->base.inqueue,
// sctp_assoc_bh_rcv), the wrapper in inqueue.c): the collect pass has no
// table of wrappers, so the merge keeps those whose function is one
// (spatch_run.self_relays).
@hcall depends on collect@
identifier wf, fn : script:python() { is_classified(fn) };
expression list[n] A1;
expression list A2;
position p;
@@
 wf@p(A1, \(fn\|&fn\), A2)

@script:python@
wf << hcall.wf;
n << hcall.n;
fn << hcall.fn;
p << hcall.p;
@@
if wf not in NO_WRAPPERS:
    print('WQR-HCALL %s %s %s %s' % (p[0].file, wf, n, fn))

// The .c files this one includes.
@incl depends on collect@
identifier f;
position p;
@@
 f@p(...) { ... }

@script:python@
p << incl.p;
@@
if not includes_read:
    includes_read.append(True)
    print_included(p[0].file)

// ---- handlers ----------------------------------------------------------------

// A handler passed to a wrapper gets the container the wrapper gives; one
// that wants other data cannot be given it there: reported, and left.
@script:python depends on !collect@
@@
for fn, wf, pos in relay_calls:
    if not relay_fits(fn, wf):
        info.pop(fn, None)
        leave(pos, 'rewind-0004: handler %s passed to %s, which gives it the container of %s, wants other data' % (fn, wf, relays[wf]['path']))


// A handler whose body declares a data of its own cannot take void *data
// (its initialiser may be a list: rtw88 main.c struct
// rtw_watch_dog_iter_data data = {};), nor one that uses a global data
// (powerpc pmi.c pmi_notify_handlers(): the parameter hid the global,
// whose place the NULL data took).
// exists: one occurrence on one path will do (for all paths, a handler
// with many uses of a data of its own, spi-topcliff-pch.c's, took spatch
// minutes).
@data_local depends on patch exists@
identifier fn : script:python() { is_handler(fn) };
identifier work;
symbol data;
type T;
initializer I;
@@
 void fn(struct work_struct *work)
 {
 ... when any
(
 T data;
|
 T data = I;
|
 data
)
 ... when any
 }

@script:python@
fn << data_local.fn;
@@
data_locals.add(fn)


// A const parameter (landlock ruleset.c: struct work_struct *const work)
// loses its const first: the rules below replace the type and name, and
// the qualifier would stay behind them (void *data const).  2.6.18
// handlers took a plain void *data.
@const_param depends on patch@
identifier fn : script:python() { is_handler(fn) };
identifier work;
@@
 void fn(
- struct work_struct * const work
+ struct work_struct *work
 ) { ... }

// A parameter already called data (sfc rx_common.c: struct work_struct
// *data) is a clash too: what container_of() does not take of it is
// written &x->f below, and would hit the new void *data.
@script:python cont_name@
fn << cont.fn;
work << cont.work;
d;
@@
coccinelle.d = cocci.make_ident(data_name(fn, work))

// The body first, then the parameter: in one rule, a function whose
// gotos jump back (mtdoops.c badblock, dm-integrity.c) matches the header
// once per path, and spatch gives up on the whole file ("already tagged
// token").
@cont_fn depends on patch@
identifier cont.fn, cont.work, cont.x, cont_name.d;
type cont.T;
expression cont.Q;
@@
 void fn(struct work_struct *work)
 {
 <...
(
- container_of(work, T, Q)
+ d
|
- container_of(to_delayed_work(work), T, Q)
+ d
|
- container_of(to_rcu_work(work), T, Q)
+ d
|
- from_work(x, work, Q)
+ d
)
 ...>
 }

@depends on patch@
identifier cont.fn, cont.work, cont_name.d;
@@
 void fn(
- struct work_struct *work
+ void *d
 )
 { ... }

@script:python cont_self@
x << cont.x;
Q << cont.Q;
e;
@@
coccinelle.e = cocci.make_expr('&%s->%s' % (x, norm(Q)))

@depends on patch@
identifier cont.fn, cont.work, cont_name.d;
expression cont_self.e;
@@
 void fn(void *d)
 {
 <...
- work
+ e
 ...>
 }

// A parameter that is not used keeps its name (void *dummy, void *ignored,
// as the seed handlers had), unless it is the usual "work".
@script:python unused_name@
fn << unused.fn;
work << unused.work;
d;
@@
coccinelle.d = cocci.make_ident(legacy_name(work, fn))

@depends on patch@
identifier unused.fn, unused.work, unused_name.d;
@@
 void fn(
- struct work_struct *work
+ void *d
 )
 { ... }

@depends on patch@
identifier unused_anon.fn;
@@
 void fn(
- struct work_struct *
+ void *
 )
 { ... }

// The item is the data; a parameter already called data (sfc
// efx_channels.c: efx_filter_rfs_expire(struct work_struct *data)) keeps
// its name for the item, and the data is called arg: not
// struct work_struct *data = data.
@script:python self_name@
fn << self.fn;
work << self.work;
d;
@@
coccinelle.d = cocci.make_ident(data_name(fn, work))

@self_param depends on patch@
identifier self.fn, self.work, self_name.d;
@@
 void fn(
- struct work_struct *work
+ void *d
 )
 {
+ struct work_struct *work = d;
 ...
 }

// Coding style wants a blank line after the declarations; when the body
// had some, the new one has joined them.
@self_blank depends on self_param@
identifier self.fn, self.work, data;
statement S;
@@
 void fn(void *data)
 {
 struct work_struct *work = data;
+
 S
 ...
 }

// Prototypes follow their definitions, here or in the file that has them.
@proto0 depends on patch@
identifier fn : script:python() { is_handler(fn) };
identifier work;
type T;
@@
 T fn(struct work_struct *work);

@script:python proto_name@
work << proto0.work;
d;
@@
coccinelle.d = cocci.make_ident(legacy_name(work))

@proto depends on patch@
identifier proto0.fn, proto0.work, proto_name.d;
type proto0.T;
@@
 T fn(
- struct work_struct *work
+ void *d
 );

@proto_anon depends on patch@
identifier fn : script:python() { is_handler(fn) };
type T;
@@
 T fn(
- struct work_struct *
+ void *
 );

// ---- direct calls of handlers ---------------------------------------------------

// A handler also called directly with a work item, as when there is no
// worker yet: the call now passes what an initialiser of that item would.
@dcall depends on !collect@
identifier fn : script:python() { is_handler(fn) };
expression W;
position p;
@@
 fn@p(W)

@script:python dcall_data@
fn << dcall.fn;
W << dcall.W;
p << dcall.p;
d;
@@
h = handler(fn)
res = None if h is None else data_for(fn, W, 'call')
if h is not None and h[0] in ('none', 'self'):
    cocci.include_match(False)      # the argument can stay as it is
elif res is None:
    cocci.include_match(False)
    leave(p[0], 'rewind-0004: direct call of handler %s: data for %s not known' % (fn, norm(W)))
else:
    coccinelle.d = cocci.make_expr(res)

@depends on patch@
identifier dcall.fn;
expression dcall.W, dcall_data.d;
position dcall.p;
@@
 fn@p(
- W
+ d
 )

// ---- wrappers ------------------------------------------------------------------

// A local that keeps an item's handler while a test puts its own in
// (i915 selftest_rps.c: saved_work = rps->work.func; ... rps->work.func =
// saved_work;) holds legacy handlers.
@fp_local depends on patch@
identifier x, w;
expression E;
symbol func;
@@
(
- void (*x)(struct work_struct *w);
+ void (*x)(void *);
  ... when any
  x = E.func;
|
- void (*x)(struct work_struct *w);
+ void (*x)(void *);
  ... when any
  E.func = x;
)


// The wrapper's handler parameter takes void * (a work_func_t one is
// rewind 0002's).  Prototypes are left (SmPL will not take one in a
// disjunction with the definition): reported by the compiler.
@relay_param_at depends on patch@
identifier wf : script:python() { is_relay(wf) };
identifier fp, w;
parameter list[n] P1;
parameter list P2;
type R;
position p;
@@
 R wf(P1, void (*fp@p)(struct work_struct *w), P2) { ... }

@script:python@
wf << relay_param_at.wf;
n << relay_param_at.n;
@@
if int(n) != relays[wf]['index']:
    cocci.include_match(False)

@depends on patch@
identifier relay_param_at.wf, relay_param_at.fp, relay_param_at.w;
parameter list[relay_param_at.n] relay_param_at.P1;
parameter list relay_param_at.P2;
type relay_param_at.R;
position relay_param_at.p;
@@
 R wf(P1,
- void (*fp@p)(struct work_struct *w)
+ void (*fp)(void *)
 , P2) { ... }

// The same with the work_struct unnamed (xillyusb.c, be_main.c:
// void (*work)(struct work_struct *)).
@relay_param_anon depends on patch@
identifier wf : script:python() { is_relay(wf) };
identifier fp;
parameter list[n] P1;
parameter list P2;
type R;
position p;
@@
 R wf(P1, void (*fp@p)(struct work_struct *), P2) { ... }

@script:python@
wf << relay_param_anon.wf;
n << relay_param_anon.n;
@@
if int(n) != relays[wf]['index']:
    cocci.include_match(False)

@depends on patch@
identifier relay_param_anon.wf, relay_param_anon.fp;
parameter list[relay_param_anon.n] relay_param_anon.P1;
parameter list relay_param_anon.P2;
type relay_param_anon.R;
position relay_param_anon.p;
@@
 R wf(P1,
- void (*fp@p)(struct work_struct *)
+ void (*fp)(void *)
 , P2) { ... }

// The calls of a wrapper that takes the data: the data of the handler for
// the item the call passes, after the handler.
@pass_call depends on !collect@
identifier wf : script:python() { is_pass(wf) };
expression list[n] A1;
expression list A2;
identifier fn;
position p;
@@
 wf@p(A1, fn, A2)

@script:python@
wf << pass_call.wf;
n << pass_call.n;
@@
if int(n) != relays[wf]['index']:
    cocci.include_match(False)

@pass_item depends on !collect@
identifier pass_call.wf;
position pass_call.p;
expression list[k] B1;
expression list B2;
expression E;
@@
 wf@p(B1, E, B2)

@script:python pass_data@
wf << pass_call.wf;
fn << pass_call.fn;
p << pass_call.p;
k << pass_item.k;
E << pass_item.E;
d;
@@
if int(k) != relays[wf]['item']:
    cocci.include_match(False)
else:
    d = data_arg(fn, E, relays[wf]['macro'], p[0])
    if d is not None:
        coccinelle.d = d

@depends on patch@
identifier pass_call.wf, pass_call.fn;
expression list[pass_call.n] pass_call.A1;
expression list pass_call.A2;
position pass_call.p;
expression pass_data.d;
@@
 wf@p(A1, fn
+ , d
 , A2)

// The wrapper takes the data after the handler.
@pass_def depends on patch@
identifier wf : script:python() { defines_pass(wf) };
identifier fp;
parameter list[n] P1;
parameter list P2;
type FT, R;
@@
 R wf(P1, FT fp, P2) { ... }

@script:python@
wf << pass_def.wf;
n << pass_def.n;
@@
if int(n) != relays[wf]['index']:
    cocci.include_match(False)

@depends on patch@
identifier pass_def.wf, pass_def.fp;
parameter list[pass_def.n] pass_def.P1;
parameter list pass_def.P2;
type pass_def.FT, pass_def.R;
@@
 R wf(P1, FT fp
+ , void *data
 , P2) { ... }

// And so does its prototype in another file (net/pkt_cls.h
// tcf_queue_work()); spatch changes one in the file of the definition with
// it.
@pass_proto depends on patch@
identifier wf : script:python() { is_pass_elsewhere(wf) };
identifier fp;
parameter list[n] P1;
parameter list P2;
type FT, R;
@@
 R wf(P1, FT fp, P2);

@script:python@
wf << pass_proto.wf;
n << pass_proto.n;
@@
if int(n) != relays[wf]['index']:
    cocci.include_match(False)

@depends on patch@
identifier pass_proto.wf, pass_proto.fp;
parameter list[pass_proto.n] pass_proto.P1;
parameter list pass_proto.P2;
type pass_proto.FT, pass_proto.R;
@@
 R wf(P1, FT fp
+ , void *data
 , P2);

// ---- initialisers -------------------------------------------------------------

@site depends on !collect@
identifier I = {INIT_WORK, INIT_WORK_ONSTACK, INIT_DELAYED_WORK,
		INIT_DELAYED_WORK_ONSTACK, INIT_DEFERRABLE_WORK,
		INIT_DEFERRABLE_WORK_ONSTACK, INIT_RCU_WORK,
		INIT_RCU_WORK_ONSTACK};
identifier fn;
expression W;
position p;
@@
 I@p(W, \(fn\|&fn\))

@script:python site_data@
I << site.I;
W << site.W;
fn << site.fn;
p << site.p;
d;
@@
at = (norm(W), fn)
if at in relay_at and not is_relay(relay_at[at][1]):
    cocci.include_match(False)
    leave(p[0], 'rewind-0004: %s has two handler parameters: the data of %s is not known here'
          % (relay_at[at][1], fn))
elif at in relay_at:
    coccinelle.d = cocci.make_expr(relay_at[at][0])
elif at in pass_at:
    coccinelle.d = cocci.make_expr('data')
else:
    d = data_arg(fn, W, I, p[0])
    if d is not None:
        coccinelle.d = d

@depends on patch@
identifier site.I, site.fn;
expression site.W, site_data.d;
position site.p;
@@
 I@p(W, \(fn\|&fn\)
+ , d
 )

@sinit depends on !collect@
identifier fn;
expression W;
position p;
@@
 __WORK_INITIALIZER@p(W, fn)

@script:python sinit_data@
W << sinit.W;
fn << sinit.fn;
p << sinit.p;
d;
@@
d = data_arg(fn, '&' + norm(W), '__WORK_INITIALIZER', p[0])
if d is not None:
    coccinelle.d = d

@depends on patch@
identifier sinit.fn;
expression sinit.W, sinit_data.d;
position sinit.p;
@@
 __WORK_INITIALIZER@p(W, fn
+ , d
 )

@sdecl depends on !collect@
declarer name DECLARE_WORK, DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier n, fn;
position p;
@@
(
 DECLARE_WORK@p(n, \(fn\|&fn\));
|
 DECLARE_DELAYED_WORK@p(n, \(fn\|&fn\));
|
 DECLARE_DEFERRABLE_WORK@p(n, \(fn\|&fn\));
)

@script:python sdecl_data@
n << sdecl.n;
fn << sdecl.fn;
p << sdecl.p;
d;
@@
d = data_arg(fn, '&' + n, macro_at(p[0]), p[0])
if d is not None:
    coccinelle.d = d

@depends on patch@
declarer name DECLARE_WORK, DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier sdecl.n, sdecl.fn;
expression sdecl_data.d;
position sdecl.p;
@@
(
 DECLARE_WORK@p(n, \(fn\|&fn\)
+ , d
 );
|
 DECLARE_DELAYED_WORK@p(n, \(fn\|&fn\)
+ , d
 );
|
 DECLARE_DEFERRABLE_WORK@p(n, \(fn\|&fn\)
+ , d
 );
)

// __DELAYED_WORK_INITIALIZER(n, f, tflags): data goes before the flags.
@sdinit depends on !collect@
identifier fn;
expression W, E;
position p;
@@
 __DELAYED_WORK_INITIALIZER@p(W, fn, E)

@script:python sdinit_data@
W << sdinit.W;
fn << sdinit.fn;
p << sdinit.p;
d;
@@
d = data_arg(fn, '&' + norm(W), '__DELAYED_WORK_INITIALIZER', p[0])
if d is not None:
    coccinelle.d = d

@depends on patch@
identifier sdinit.fn;
expression sdinit.W, sdinit.E, sdinit_data.d;
position sdinit.p;
@@
- __DELAYED_WORK_INITIALIZER@p(W, fn, E)
+ __DELAYED_WORK_INITIALIZER(W, fn, d, E)

// execute_in_process_context(fn, ew): the data goes between them.
@eipc depends on !collect@
identifier fn;
expression W;
position p;
@@
 execute_in_process_context@p(fn, W)

@script:python eipc_data@
W << eipc.W;
fn << eipc.fn;
p << eipc.p;
d;
@@
d = data_arg(fn, W, 'execute_in_process_context', p[0])
if d is not None:
    coccinelle.d = d

@depends on patch@
identifier eipc.fn;
expression eipc.W, eipc_data.d;
position eipc.p;
@@
- execute_in_process_context@p(fn, W)
+ execute_in_process_context(fn, d, W)

// schedule_on_each_cpu(fn): the per-CPU items are the core's own, so only a
// handler that ignores its argument can be given one (NULL).
@soec depends on !collect@
identifier fn;
position p;
@@
 schedule_on_each_cpu@p(fn)

@script:python soec_data@
fn << soec.fn;
p << soec.p;
@@
h = handler(fn)
if h is None or h[0] != 'none':
    cocci.include_match(False)
    leave(p[0], 'rewind-0004: schedule_on_each_cpu handler %s uses its work item; no data can stand for it' % fn)

@depends on patch@
identifier soec.fn;
position soec.p;
@@
 schedule_on_each_cpu@p(fn
+ , NULL
 )
