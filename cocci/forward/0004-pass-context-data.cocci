// SPDX-License-Identifier: GPL-2.0-only
/// 65f27f38446e ("WorkStruct: Pass the work_struct pointer instead of
/// context data"): a work handler takes the work item, struct work_struct
/// *work, and finds its object with container_of(); every initialiser
/// loses its data argument.
///
/// What a handler's data was is read off its initialisers, in every file
/// (-D collect prints it, WQR_HANDLERS hands it to the patch pass):
///  - the container of the item (INIT_WORK(&E->f, fn, E)): the handler's
///    `T *x = data;` becomes `T *x = container_of(work, T, f);`, or
///    container_of(work, T, f.work) for a delayed, RCU or execute_work
///    item, and direct calls fn(E) become fn(&E->f);
///  - the item itself (INIT_WORK(w, fn, w)): `struct work_struct *w = data;`
///    goes and w is the parameter;
///  - NULL: the handler did not use its argument;
///  - a local struct of a type this file defines, for an on-stack
///    DECLARE_WORK(w, fn, &c) (smpboot, kthread): the item moves into the
///    struct as its first member w, initialised by __WORK_INITIALIZER(c.w,
///    fn) or, if c is not initialised where declared, by INIT_WORK(&c.w,
///    fn) in place of the DECLARE_WORK; its uses become c.w, and c is the
///    container;
///  - a value also stored in a member of the container before the item is
///    initialised (as/cfq: ad->q = q; INIT_WORK(&ad->antic_work, fn, q)):
///    the handler takes the container c with container_of() and its data
///    as c->m;
///  - the container, for an item allocated behind it and found as (c + 1)
///    (acpi osl dpc): the item becomes the new member work of the struct,
///    if this file defines it;
///  - a global named at a file-scope initialiser (nfs namespace): the
///    handler names the global.
/// A handler whose initialisers disagree (one handler, several kinds of
/// data), whose data is something else (a field of another object, a
/// cast integer, a global passed inside a function), that is not named
/// (a cast), or whose body does not have the shape above,
/// is reported in file:line: form and left for a human; its initialisers
/// keep their data argument, so the file still says what it needs.
//
// Confidence: Moderate
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers --disable-iso ptr_to_array
// (ptr_to_array lets a pattern E->f match a[i].f and write it back as
// a->f, dropping the index: a[i].dwork became a->dwork.)

virtual patch
virtual report
virtual collect

@initialize:python@
@@
import copy
import json
import os
import re

info = {}       # handler -> {kind, path, type} from the inits of this file
mixed = set()   # handlers whose initialisers disagree (this file)
conflicts = set()  # the same across the tree (the table)
typed_at = set()  # initialisers whose data type spatch knew
shaped = set()  # handlers of this file the rules can convert
left_here = set()  # and those they cannot
left = set()    # the same, from every file (the table)
moved = set()   # on-stack DECLARE_WORKs that move into their data (smpboot)
table = {}
relays = {}     # wrapper function -> how it passes a handler and its data
# The names of the void fn(void *) functions the collect passes saw
# defined (forward.sh: those of every file that binds or names a handler),
# or None: not known (coccicheck, a test without it), nothing checked.
defined = None
# Handlers only ever defined static in a .c file: no other file names them.
static_only = set()
# .c files that another .c file #includes (atl1.c: #include "atlx.c"):
# their static handlers are the includer's to bind.
included = set()
_path = os.environ.get('WQR_HANDLERS')
if _path and os.path.exists(_path):
    with open(_path) as _f:
        _t = json.load(_f)
    table = _t.get('handlers', {})
    conflicts.update(_t.get('conflicts', []))
    left.update(_t.get('lefts', []))
    relays.update(_t.get('relays', {}))
    if 'defined' in _t:
        defined = frozenset(_t['defined'])
    static_only = set(_t.get('static_handlers', [])) - set(_t.get('extern_handlers', []))
    included.update(_t.get('included', []))

# A handler parameter of a wrapper, blanks squeezed out: work_func_t, or
# still spelt as in 2006 (step 0002 makes it work_func_t).
HANDLER_TYPES = ('work_func_t', 'void(*)(void*)')

# The three-argument initialisers: (item, handler, data).
INITS = {'INIT_WORK', 'INIT_WORK_ONSTACK', 'INIT_DELAYED_WORK',
         'INIT_DELAYED_WORK_ONSTACK', 'INIT_DEFERRABLE_WORK',
         'INIT_DEFERRABLE_WORK_ONSTACK', 'INIT_RCU_WORK',
         'INIT_RCU_WORK_ONSTACK', 'PREPARE_WORK', 'PREPARE_DELAYED_WORK'}
# Initialisers whose item wraps the work_struct as its .work member.
WRAPPED = {'INIT_DELAYED_WORK', 'INIT_DELAYED_WORK_ONSTACK',
           'INIT_DEFERRABLE_WORK', 'INIT_DEFERRABLE_WORK_ONSTACK',
           'PREPARE_DELAYED_WORK', 'INIT_RCU_WORK', 'INIT_RCU_WORK_ONSTACK',
           '__DELAYED_WORK_INITIALIZER', 'DECLARE_DELAYED_WORK',
           'DECLARE_DEFERRABLE_WORK', 'execute_in_process_context'}
collecting = False


# container_of(item, struct T, path), with the blanks taken out by sp().
CONTAINER_OF = re.compile(r'^container_of\((.+),struct(\w+),([\w.\[\]]+)\)$')


# X->path of X->path.func = fn: a plain pointer and a member path.
FUNC_ITEM = re.compile(r'^([A-Za-z_]\w*)->([A-Za-z_][\w.]*)$')


def sp(s):
    return ''.join(str(s).split())


def member_of(item, c):
    """The member path of item in container c: &c->path, or &x.path when c
    is &x (a single member then); None when item is no member of c."""
    item, c = sp(item), sp(c)
    if item.startswith('&%s->' % c) and re.match(r'^[A-Za-z_][\w.]*$', item[len(c) + 3:]):
        return item[len(c) + 3:]
    if c.startswith('&') and item.startswith(c + '.') and \
            re.match(r'^[A-Za-z_]\w*$', item[len(c) + 1:]):
        return item[len(c) + 1:]
    return None


def tname(t):
    """struct foo * -> foo; anything that is not a struct pointer -> ''"""
    words = str(t).replace('*', ' * ').split()
    if len(words) == 3 and words[0] == 'struct' and words[2] == '*':
        return words[1]
    return ''


def is_init(name):
    return name in INITS


def takes_data(name):
    return name in INITS or name == '__WORK_INITIALIZER'


# A member of a member path: a name, or an element of an array member
# by a constant index (cxgb3 sge.c: txq[TXQ_CTRL].qresume_task), which
# offsetof() and so container_of() take: a number or a name in capitals
# (an enumerator or a macro).  Another name may be a variable of the
# initialiser's function (txq[i]), which the handler does not have.
PATH_PART = re.compile(r'^[A-Za-z_]\w*(\[(\d+|[A-Z_][A-Z0-9_]*)\])?$')


def is_path(p):
    return p != '' and all(PATH_PART.match(part) for part in p.split('.'))


def classify(macro, item, data, dtype, top=False):
    """What the data of one initialiser is.  item: the address of the
    work item as written (&E->f, w, &g); data: the data argument; top:
    the initialiser is outside any function, so a name in data is a
    global."""
    item, data = sp(item), sp(data)
    wrapped = macro in WRAPPED
    if data in ('NULL', '0', '(void*)0'):
        return {'kind': 'none', 'path': '', 'type': ''}
    # The item itself: in 2.6.18 a delayed item was a work_struct, so its
    # own address is the work item too.
    work = item
    if wrapped:
        work = (item + '.work') if item.startswith('&') else '&' + item + '->work'
    if data in (work, item, '(' + item + ')'):
        return {'kind': 'self', 'path': '', 'type': ''}
    # The container found from the item, as the rewind writes it for an
    # item in a member of its container (tty_buffer in tty_port).
    m = CONTAINER_OF.match(data)
    if m and m.group(1) == item and is_path(m.group(3)):
        return {'kind': 'container', 'type': m.group(2),
                'path': m.group(3) + ('.work' if wrapped else '')}
    if item.startswith('&'):
        body = item[1:]
        for prefix in ([data[1:] + '.'] if data.startswith('&') else
                       [data + '->', '(' + data + ')->']):
            if body.startswith(prefix) and is_path(body[len(prefix):]):
                path = body[len(prefix):] + ('.work' if wrapped else '')
                return {'kind': 'container', 'path': path,
                        'type': tname(dtype)}
    if top and re.match(r'^&?[A-Za-z_]\w*$', data):
        return {'kind': 'global', 'path': data, 'type': ''}
    return {'kind': 'other', 'path': '', 'type': ''}


def where(p):
    """The key of a position: file, line and column of its start."""
    return (p[0].file, p[0].line, p[0].column)


pending = {}  # 'other' initialisers the member rule may still explain
params_of = {}  # function of this file -> parameter name -> (index, type)
# (work_func_t)fn, (void *)fn, (void (*)(void *))fn as spelt by sp()
CAST_FN = re.compile(r'^\((?:work_func_t|void\*|void\(\*\)\(void\*\))\)\(?([A-Za-z_]\w*)\)?$')
cast_fns = set()  # handlers cast to the handler type, given their container
cast_sites = set()  # their initialisers


def is_cast_site(p):
    return where(p) in cast_sites


def is_shaped(fn):
    return fn in shaped


def is_direct(fn):
    e = entry(fn)
    return bool(e) and e.get('kind') == 'member' and \
        any(r.get('kind') == 'direct' and r['field'] + '_data' == e.get('member')
            and r['type'] == e.get('type') for r in relays.values())


def is_direct_left(fn):
    """A handler of a moved data that no rule before hmv0 converts."""
    return is_direct(fn) and is_convertible(fn) and fn not in shaped


def is_direct_site(p):
    return where(p) in direct_at


def is_cast_fn(fn):
    return fn in cast_fns and is_container(fn) and is_convertible(fn)


param_sites = set()  # initialisers of a wrapper's handler parameter


def is_param_of(fn, pos):
    """fn is a parameter of the function that pos is in."""
    return str(fn) in params_of.get(pos[0].current_element, ())


def is_param_site(p):
    return where(p) in param_sites


def table_line(fn, c, pos=None):
    """Tell the other files what the data of handler fn is.  An initialiser
    without a handler (NULL, as in 6.12 srcutree.h) names none: in the
    table, NULL would make every file that says NULL a handler user; nor
    does the handler parameter of a wrapper (conf, fn, work), which would
    make every file that says the word one (pos: the initialiser)."""
    if fn == 'NULL':
        return
    if pos and is_param_of(fn, pos):
        return
    print('WQR-HANDLER %s %s' % (fn, json.dumps(c, sort_keys=True)))


def record(fn, macro, item, data, dtype, pos, top=False):
    c = classify(macro, item, data, dtype, top)
    if is_param_of(fn, pos) and (member_of(item, data) or c['kind'] == 'self'):
        # The handler parameter of a wrapper that gives the container
        # (relay_cont) is no handler: its name may be a function's (smb
        # cifs_writedata_direct_alloc(..., complete): complete(&wdata->done)
        # is no direct call of a handler), or another wrapper's parameter
        # with another container.  Its initialiser loses the data all the
        # same (idrop_param).  So does that of a wrapper that gives the
        # item itself (virtgpu_kms.c virtio_gpu_init_vq(), a self wrapper
        # of the rewind): as a handler, its parameter was defined nowhere
        # in the tree's table, and kept its data.
        param_sites.add(where(pos))
        return
    at = where(pos)
    if c['kind'] == 'other' and at not in pending and not pending_done:
        pending[at] = (fn, macro, item, data, dtype, pos, top)
        return
    if c['kind'] == 'other' and at in other_at and not is_param_of(fn, pos):
        # (Not in a wrapper: the handlers its callers pass are not known.)
        c = record_direct(macro, at)
    if collecting:
        table_line(fn, c, pos)
    old = info.get(fn)
    if old is None:
        info[fn] = c
    elif old != c:
        # The same container seen with and without its type is one kind
        # (spatch_run.unify does the same across files).
        if dict(old, type='') == dict(c, type='') and not (old['type'] and c['type']):
            info[fn] = dict(c, type=old['type'] or c['type'])
        else:
            mixed.add(fn)
    if c['kind'] == 'other' and not collecting:
        coccilib.report.print_report(
            pos[0], 'forward-0004: %s is passed %s as data, neither its '
            'container, its work item nor NULL: give the container a field '
            'for it and convert by hand' % (fn, data))


pending_done = []  # set once the pending initialisers are recorded
other_at = {}  # initialisers of an item &v->f of a struct s *v: (v, s, f)
direct_at = {}  # those whose data moves to v->f_data: (v, f_data)


def record_direct(macro, at):
    """INIT_WORK(&v->f, fn, D), D neither the container nor the item (seed
    cpufreq.c: (void *)(long)cpu): as the port_task_data of libata, the data
    moves to a new member f_data of the container, set next to the
    initialiser; the handler reads it from there (hmv)."""
    v, s, f = other_at[at]
    path = f + ('.work' if macro in WRAPPED else '')
    r = {'index': -1, 'kind': 'direct', 'var': v, 'type': s, 'field': f,
         'path': path}
    # Not a wrapper (index -1, no identifier): the table carries the new
    # member to the file that defines struct s (relay_field).
    relay_line('direct:%s.%s' % (s, f), r)
    relays['direct:%s.%s' % (s, f)] = r
    direct_at[at] = (v, relay_member(r))
    return {'kind': 'member', 'type': s, 'var': v, 'member': relay_member(r),
            'path': path}


def is_pending_data(d):
    """d, or d cast to void * (seed aerdrv.c: rpc->rpd = dev; ...
    INIT_WORK(&rpc->dpc_handler, aer_isr, (void *)dev)), is the data of
    an initialiser the member rule may explain."""
    datas = {sp(v[3]) for v in pending.values()}
    return sp(d) in datas or '(void*)' + sp(d) in datas


def flush_pending():
    pending_done.append(True)
    for at, args in pending.items():
        if at not in member_at:
            record(*args)


def note(fn, c):
    """What the data of fn is, by a rule that knows it outright."""
    if collecting:
        table_line(fn, c)
    if info.setdefault(fn, c) != c:
        mixed.add(fn)


def record_moved(fn, s, w, pos):
    """DECLARE_WORK(w, fn, &c) on the stack, c a struct S of this file:
    the item becomes the member w of c, so c is the container."""
    moved.add(where(pos))
    c = {'kind': 'container', 'path': w, 'type': s}
    note(fn, c)


clashed = set()  # member handlers that use both names of the container
self_taken = set()  # container handlers that take their work item (struct work_struct *w = data;)
used_names = {}  # member handler -> the names it uses
behind_at = set()  # initialisers of items allocated behind their container
called = set()  # member handlers left because they are called directly
member_at = set()  # initialisers whose data a member of the container holds


def record_member(fn, macro, c, m, f, tag, pos):
    """c->m = D; ... INIT_WORK(&c->f, fn, D) (as/cfq elevators): the
    data is reached from the container, so the handler takes c with
    container_of() and the data as c->m."""
    member_at.add(where(pos))
    c = {'kind': 'member', 'type': tag, 'var': str(c),
         'member': str(m), 'path': str(f) + ('.work' if macro in WRAPPED else '')}
    note(fn, c)


def record_behind(fn, s, pos, why=''):
    """S *c = kmalloc(sizeof(S) + sizeof(struct work_struct)); w = (void
    *)(c + 1); INIT_WORK(w, fn, c) (acpi osl dpc): the item becomes the
    member work of S, so c is the container; why says why it cannot."""
    behind_at.add(where(pos))
    c = {'kind': 'container', 'path': 'work', 'type': str(s)}
    if why:
        c = {'kind': 'other', 'path': '', 'type': ''}
        if not collecting:
            coccilib.report.print_report(
                pos[0], 'forward-0004: the item of %s is allocated behind '
                'struct %s, which %s: convert by hand' % (fn, s, why))
    note(fn, c)


in_fn = set()  # file-scope-looking initialisers that are inside a function
hdefs = {}  # where each void fn(void *) is defined -> fn
hstatic = set()  # those of them static in a .c file
local_static = set()  # the names of those
cast_null = set()  # initialisers of a cast handler with NULL data


def top_level(pos):
    return where(pos) not in in_fn


relay_at = set()  # the initialisers inside the wrappers
pass_wrappers = set()  # (wrapper, handler, data) of this file (record_pass)
pass_calls = set()  # the calls of wrappers that take the data


def record_relay(wf, index, macro, c, f, tag, pos):
    """wf(..., work_func_t fn, ..., void *data, ...) { PREPARE_*(&c->f,
    fn, data) } (libata ata_port_queue_task): one item, many handlers and
    data, so the data moves to a new member f_data of the container."""
    relay_at.add(where(pos))
    r = {'index': index, 'var': str(c), 'type': tag, 'field': str(f),
         'path': str(f) + ('.work' if macro in WRAPPED else '')}
    relay_line(wf, r)
    relays[str(wf)] = r


def relay_line(wf, r):
    """The table line of wrapper wf: once a wrapper, not once an
    initialiser (padata_work_init() has one a branch of an if)."""
    if collecting and relays.get(str(wf)) != r:
        print('WQR-RELAY %s %s' % (wf, json.dumps(r, sort_keys=True)))


def record_relay_cont(wf, index, macro, path):
    """wf(..., work_func_t fn, ...) { INIT_WORK(&c->path, fn, c) }: the
    handlers passed to wf are given c, the container; the initialiser is
    converted as any other.  (No struct or field: no member to add.)
    path None: INIT_WORK(&c->f, fn, &c->f), the item itself (a self wrapper
    of the rewind, whose handlers want other containers than c)."""
    if path is None:
        kind, path = 'self', ''
    else:
        kind, path = 'container', path + ('.work' if macro in WRAPPED else '')
    r = {'index': index, 'kind': kind, 'var': '', 'type': '',
         'field': '', 'path': path}
    relay_line(wf, r)
    relays[str(wf)] = r


def is_relay(wf):
    return wf in relays


chained = set()  # wrappers that hand their handler parameter to one


def is_chained(wf):
    return wf in chained


def relay_called_at(wf, n, h, pos):
    """Handler h is passed to wrapper wf as argument n.  When h is itself a
    parameter of the function of the call (wireguard wg_packet_queue_init()
    hands function to wg_packet_percpu_multicore_worker_alloc()), that
    function is a wrapper too: its callers pass the handlers."""
    r = relays[wf]
    # The callers of a wrapper that takes the data too (kind pass) are
    # initialisers of the item they pass: pass_call records them.
    if int(n) != r['index'] or r.get('kind') == 'pass':
        return
    outer = pos.current_element
    param = params_of.get(outer, {}).get(str(h))
    if param is not None and r.get('kind') in ('container', 'self'):
        r2 = dict(r, index=param[0])
        relay_line(outer, r2)
        relays[outer] = r2
        chained.add(outer)
    elif r.get('kind') in ('container', 'self'):
        note(h, {'kind': r['kind'], 'type': '', 'path': r['path']})
    else:
        note(h, {'kind': 'member', 'type': r['type'], 'var': r['var'],
                 'member': relay_member(r), 'path': r['path']})


def record_pass(wf, index, item, macro, pos):
    """wf(..., w, ..., work_func_t fn, void *data, ...) { INIT_WORK(w, fn,
    data) } (devm-helpers.h as the rewind writes it): the callers know the
    data, for the item they pass; the wrapper loses its data parameter."""
    relay_at.add(where(pos))
    r = {'index': index, 'item': item, 'kind': 'pass', 'macro': str(macro),
         'var': '', 'type': '', 'field': '', 'path': ''}
    relay_line(wf, r)
    relays[str(wf)] = r


def is_pass(wf):
    return relays.get(wf, {}).get('kind') == 'pass'


def is_pass_elsewhere(wf):
    """wf is a pass wrapper that another file defines."""
    return is_pass(wf) and not is_pass_wrapper(wf)


def is_pass_wrapper(wf, i=0):
    """wf is a pass wrapper defined in this file (relay_pass), or (i = 1,
    2) the name of the handler or the data parameter of one."""
    return any(w[i] == wf for w in pass_wrappers)


def relay_member(r):
    return r['field'] + '_data'


def is_relay_struct(s):
    return any(r['type'] == s for r in relays.values())


def is_relay_field(f):
    return any(r['field'] == f for r in relays.values())


def special(pos):
    """An initialiser whose data an earlier rule classified already."""
    at = where(pos)
    return at in member_at or at in behind_at or at in relay_at


def is_member(fn):
    return kind_of(fn) == 'member'


def entry(fn):
    """What the data of fn is: from this file's initialisers, or from the
    table of the tree unless fn is a static function of this .c file (then
    another file's fn is another function), or a handler static in the .c
    files that define it (samsung-laptop.c kbd_led_update: asus-wmi.c
    calls a kbd_led_update(asus) of its own)."""
    if fn in info or fn in local_static:
        return info.get(fn)
    if fn in static_only:
        return None
    return table.get(fn)


def kind_of(fn):
    # A conflict of the table is not about a static handler of this file:
    # another file's function of that name is another function (mhi_net.c
    # and mhi_wwan_mbim.c have a static mhi_net_rx_refill_work each).
    if fn in mixed or (fn in conflicts and fn not in local_static):
        return 'mixed'
    c = entry(fn)
    return c['kind'] if c else ''


def work_name(data):
    return 'work' if data == 'data' else data


def is_container(fn):
    return kind_of(fn) == 'container'


def is_self(fn):
    return kind_of(fn) == 'self'


set_from_data = set()   # the names handlers of this file set from their data


def from_data(x):
    return x in set_from_data


def is_none(fn):
    return kind_of(fn) == 'none'


def is_global(fn):
    """The data is a global named at a file-scope initialiser of this
    file (nfs_automount_list), so the handler can name it instead."""
    return kind_of(fn) == 'global' and fn in info


def is_convertible(fn):
    return kind_of(fn) in ('container', 'member', 'self', 'none', 'global') and \
        fn not in left and fn not in left_here and not undefined(fn)


def undefined(fn):
    """fn is defined as void fn(void *) neither here nor in any file the
    collect passes read: a library function (seed ipc/util.c:
    INIT_WORK(&sched->work, vfree, sched); the seed wrote ipc_do_vfree()
    for it), which nothing converts to take a work item."""
    return defined is not None and fn != 'NULL' and fn not in defined and \
        fn not in hdefs.values()


def reports_undefined(fn):
    # The data of an "other" handler is reported at its initialiser already.
    return kind_of(fn) not in ('', 'other') and undefined(fn)


def report_undefined(fn, p):
    if is_param_of(fn, p):
        return
    coccilib.report.print_report(
        p[0], 'forward-0004: handler %s is defined nowhere as void %s(void *) '
        '(a library function?): nothing would take its work item; give it a '
        'work_func_t wrapper that finds the data, and convert by hand' % (fn, fn))


def is_handler(fn):
    return kind_of(fn) != ''


def path_of(fn):
    return entry(fn)['path']


def item_of(fn, arg):
    """The work item a direct call fn(arg) must now pass."""
    arg = str(arg).strip()
    if arg.startswith('&'):
        return '&' + arg[1:] + '.' + path_of(fn)
    return '&' + arg + '->' + path_of(fn)

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

// ---- where each handler can be named -------------------------------------------
// A function defined static in a .c file is named in that file only.  So
// its data is known from this file's initialisers alone (entry()), and
// the driver greps the other files of the tree for the handlers of the
// table (a prototype or a direct call to convert) but not for those, whose
// names (run, do_work) would pull in thousands of files with functions of
// their own.  -D collect prints WQR-HDEF static|extern NAME.
@hdef@
identifier fn, x;
position p;
@@
(
 void fn@p(void *x) { ... }
|
 void fn@p(void *) { ... }
)

@hdef_static@
identifier fn, x;
position p;
@@
(
 static void fn@p(void *x) { ... }
|
 static void fn@p(void *) { ... }
)

@script:python@
fn << hdef.fn;
p << hdef.p;
@@
hdefs[where(p)] = fn

@script:python@
fn << hdef_static.fn;
p << hdef_static.p;
@@
if p[0].file.endswith('.c'):
    hstatic.add(where(p))
    # (The includer binds the handler: the table knows its data.)
    if not any(p[0].file == _c or p[0].file.endswith('/' + _c) for _c in included):
        local_static.add(fn)

@script:python depends on collect@
@@
for _at, _fn in sorted(hdefs.items()):
    print('WQR-HDEF %s %s' % ('static' if _at in hstatic else 'extern', _fn))

// ---- what the data of each handler is -------------------------------------------

// The parameters of every function: index and type by name.  A wrapper
// names its handler parameter in an initialiser (relay_cont), and that
// parameter is no handler of the table (table_line).  Matching the
// initialiser inside the function once for each of its parameters
// (f(P1, T fn, P2) { ... init(..., fn, ...); ... }) took spatch 30 s on
// kernel/sched/core.c and minutes on power_supply_core.c.
@params@
identifier f, fn;
parameter list[n] P1;
parameter list P2;
type T;
@@
 f(P1, T fn, P2) { ... }

@script:python@
f << params.f;
fn << params.fn;
n << params.n;
t << params.T;
@@
params_of.setdefault(str(f), {})[str(fn)] = (int(n), ''.join(t.split()))

// A wrapper that initialises one item with the handler and data it is
// given (libata ata_port_queue_task): the handlers passed to it have a
// member of the container for their data (relay_set, relay_field below).
// The handler parameter is a work_func_t, or still spelt void (*)(void *)
// as in 2006 libata (the step turns it into work_func_t, relay_param).
@relay exists@
identifier wf, fn, data, init, f, S;
idexpression struct S *c;
parameter list[n] P1;
parameter list P2, P3;
type FT;
position p;
@@
 wf(P1, FT fn, P2, void *data, P3) {
 ... when any
 init@p(&c->f, fn, data);
 ... when any
 }

@script:python@
wf << relay.wf;
n << relay.n;
init << relay.init;
c << relay.c;
f << relay.f;
s << relay.S;
ft << relay.FT;
p << relay.p;
@@
if is_init(init) and ''.join(ft.split()) in HANDLER_TYPES:
    record_relay(wf, int(n), init, c, f, str(s), p)

// A wrapper that gives every handler it is passed the container of the
// item (rnbd-clt.c send_usr_msg(..., conf, ...): INIT_WORK(&iu->work,
// conf, iu)): its callers pass container handlers.
// The container may be any expression (wireguard queueing.c:
// &per_cpu_ptr(worker, cpu)->work, per_cpu_ptr(worker, cpu); hfi1
// iowait.c: &wait->wait[i].iowork, &wait->wait[i]).
@relay_cont@
identifier fn, init;
expression W, C;
position p;
@@
 init@p(W, fn, C)

@script:python@
init << relay_cont.init;
c << relay_cont.C;
w << relay_cont.W;
fn << relay_cont.fn;
p << relay_cont.p;
@@
path = member_of(w, c)
wf = p[0].current_element
param = params_of.get(wf, {}).get(str(fn))
if is_init(init) and (path or classify(init, w, c, '')['kind'] == 'self') \
        and param and param[1] in HANDLER_TYPES:
    record_relay_cont(wf, param[0], init, path)

// The handlers passed to a wrapper, in any file the table reached.
@relay_call@
identifier wf : script:python() { is_relay(wf) };
expression list[n] A1;
expression list A2;
identifier h;
position p;
@@
 wf@p(A1, h, A2)

@script:python@
wf << relay_call.wf;
n << relay_call.n;
h << relay_call.h;
p << relay_call.p;
@@
relay_called_at(wf, n, h, p[0])

// The calls of the wrappers that hand their parameter on, in this file.
@relay_call2@
identifier wf : script:python() { is_chained(wf) };
expression list[n] A1;
expression list A2;
identifier h;
position p;
@@
 wf@p(A1, h, A2)

@script:python@
wf << relay_call2.wf;
n << relay_call2.n;
h << relay_call2.h;
p << relay_call2.p;
@@
relay_called_at(wf, n, h, p[0])

// A wrapper whose item is a parameter of its own takes the data from its
// callers (devm-helpers.h devm_work_autocancel(dev, w, worker, data) as
// the rewind writes it): each call is an initialiser of the item it
// passes.
@relay_pass exists@
identifier wf, fn, data, init, w;
parameter list[n] P1;
parameter list P2;
type FT, R;
position p;
@@
 R wf(P1, FT fn, void *data, P2) {
 ... when any
 init@p(w, fn, data);
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
fn << relay_pass.fn;
data << relay_pass.data;
n << relay_pass.n;
k << relay_pass_item.k;
init << relay_pass.init;
ft << relay_pass.FT;
p << relay_pass.p;
@@
# The handler parameter may be a plain void * (rtl8723bs _init_workitem(
# pwork, void *pfunc, data, cntx)): the initialiser of the item, a
# parameter too, tells what it is.
if is_init(init) and ''.join(ft.split()) in HANDLER_TYPES + ('void*',):
    record_pass(wf, int(n), int(k), init, p)
    pass_wrappers.add((str(wf), str(fn), str(data)))
else:
    # No wrapper (arch/x86 traps.c do_trap(..., int sicode, void __user
    # *addr) calls force_sig_fault(signr, sicode, addr)): the rule below
    # that drops the data must not see it.
    cocci.include_match(False)

@pass_call@
identifier wf : script:python() { is_pass(wf) };
expression list[n] A1;
expression list A2;
identifier h;
expression D;
position p;
@@
 wf@p(A1, h, D, A2)

@script:python@
wf << pass_call.wf;
n << pass_call.n;
@@
if int(n) != relays[wf]['index']:
    cocci.include_match(False)

@pass_item@
identifier pass_call.wf;
position pass_call.p;
expression list[k] B1;
expression list B2;
expression E;
@@
 wf@p(B1, E, B2)

@script:python@
wf << pass_call.wf;
h << pass_call.h;
d << pass_call.D;
p << pass_call.p;
k << pass_item.k;
e << pass_item.E;
@@
if int(k) == relays[wf]['item']:
    record(h, relays[wf]['macro'], e, d, '', p)
    pass_calls.add(where(p))
else:
    cocci.include_match(False)

// The calls of a wrapper that took the data lose it, and so does the
// wrapper, with its initialiser.
@depends on patch@
identifier pass_call.wf, pass_call.h;
expression list[pass_call.n] pass_call.A1;
expression list pass_call.A2;
expression pass_call.D;
position pass_call.p;
@@
 wf@p(A1, h
- , D
 , A2)

// The wrapper itself: one the script above accepted in this file (an
// initialiser whose item is a parameter of the wrapper).  Matched again
// rather than inherited from relay_pass, whose every match would change
// (lib/maple_tree.c mas_insert(mas, void *entry) { MA_WR_STATE(wr_mas,
// mas, entry); } lost its entry).
// The parameter names are those of the match (any other pair of
// parameters would fit FT fn, void *data too: rtl8723bs _init_workitem(
// pwork, void *pfunc, void *data, void *cntx) lost all three).
@depends on patch@
identifier wf : script:python() { is_pass_wrapper(wf) };
identifier fn : script:python() { is_pass_wrapper(fn, 1) };
identifier data : script:python() { is_pass_wrapper(data, 2) };
identifier init : script:python() { is_init(init) };
identifier w;
parameter list P1, P2;
type FT, R;
@@
 R wf(P1, FT fn
- , void *data
 , P2) {
 <+...
 init(w, fn
- , data
 )
 ...+>
 }

// Its prototype in another file (net/pkt_cls.h tcf_queue_work(rwork, func,
// void *data)) loses the data too; spatch changes one in the file of the
// definition with it.
@pass_proto@
identifier wf : script:python() { is_pass_elsewhere(wf) };
identifier fn, data;
parameter list[n] P1;
parameter list P2;
type FT, R;
@@
 R wf(P1, FT fn, void *data, P2);

@script:python@
wf << pass_proto.wf;
n << pass_proto.n;
@@
if int(n) != relays[wf]['index']:
    cocci.include_match(False)

@depends on patch@
identifier pass_proto.wf, pass_proto.fn, pass_proto.data;
parameter list[pass_proto.n] pass_proto.P1;
parameter list pass_proto.P2;
type pass_proto.FT, pass_proto.R;
@@
 R wf(P1, FT fn
- , void *data
 , P2);

// The item is allocated behind its container and found as (c + 1) (2006
// acpi osl dpc): it becomes the member work of the container (behind_move
// below), if this file defines the struct and it has no member of that
// name.
@behind@
identifier f, init, fn, w, S, alloc, c;
expression G;
position p;
@@
 f(...) {
 ... when any
(
 struct S *c;
|
 struct S *c = NULL;
)
 ... when any
 c = alloc(\(sizeof(struct S)\|sizeof(*c)\) + sizeof(struct work_struct), G);
 ... when any
 w = (void *)(c + 1);
 ... when any
 init@p(w, fn, \((void *)c\|c\));
 ... when any
 }

@behind_struct@
identifier behind.S;
@@
 struct S { ... };

@behind_clash@
identifier behind.S;
identifier work =~ "^work$";
type T;
@@
 struct S { ... T work; ... };

@script:python depends on behind_struct && !behind_clash@
init << behind.init;
fn << behind.fn;
s << behind.S;
p << behind.p;
@@
if is_init(init):
    record_behind(fn, s, p)

@script:python depends on !behind_struct@
init << behind.init;
fn << behind.fn;
s << behind.S;
p << behind.p;
@@
if is_init(init):
    record_behind(fn, s, p, 'this file does not define')

@script:python depends on behind_struct && behind_clash@
init << behind.init;
fn << behind.fn;
s << behind.S;
p << behind.p;
@@
if is_init(init):
    record_behind(fn, s, p, 'has a member work already')

// The item of an initialiser as a member of a typed pointer (record_direct).
@inits_other@
identifier init, fn, f, S;
idexpression struct S *v;
expression D;
position p;
@@
 init@p(&v->f, \(fn\|&fn\), D)

@script:python@
init << inits_other.init;
v << inits_other.v;
s << inits_other.S;
f << inits_other.f;
p << inits_other.p;
@@
if is_init(init):
    other_at[where(p)] = (str(v), str(s), str(f))

@inits@
identifier init;
expression X;
identifier fn;
type T;
T D;
position p;
@@
 init@p(X, \(fn\|&fn\), D)

@script:python@
init << inits.init;
x << inits.X;
fn << inits.fn;
d << inits.D;
t << inits.T;
p << inits.p;
@@
if is_init(init) and not special(p):
    typed_at.add(where(p))
    record(fn, init, x, d, t, p)

@inits_key@
expression X, K;
identifier fn;
type T;
T D;
position p;
@@
 INIT_WORK_ONSTACK_KEY@p(X, \(fn\|&fn\), D, K)

@script:python@
x << inits_key.X;
fn << inits_key.fn;
d << inits_key.D;
t << inits_key.T;
p << inits_key.p;
@@
record(fn, 'INIT_WORK_ONSTACK_KEY', x, d, t, p)

// Data whose type spatch does not know (a field of a struct of a header).
@inits_untyped@
identifier init;
expression X, D;
identifier fn;
position p;
@@
 init@p(X, \(fn\|&fn\), D)

@script:python@
init << inits_untyped.init;
x << inits_untyped.X;
fn << inits_untyped.fn;
d << inits_untyped.D;
p << inits_untyped.p;
@@
if is_init(init) and where(p) not in typed_at \
        and not special(p):
    record(fn, init, x, d, '', p)

// A handler set by hand on an item initialised elsewhere (amdgpu
// vcn_v1_0.c: adev->vcn.idle_work.work.func = ..., netfs io.c:
// rreq->work.func = ...) takes the data the initialiser gave the item; the
// handler is taken as given the container X of X->f.func, the only data a
// handler set this way can rely on.  Other structs have a func too (a
// callback_head, void (*func)(void *) callbacks): only an item spatch
// types as a work_struct, or named *work, counts.
@funcset@
expression E;
identifier fn;
position p;
symbol func;
@@
(
 E.func@p = \(fn\|&fn\)
|
 E->func@p = \(fn\|&fn\)
)

@funcset_typed@
struct work_struct W;
struct work_struct *PW;
position funcset.p, q;
@@
(
 W.func@p@q
|
 PW->func@p@q
)

@script:python@
e << funcset.E;
fn << funcset.fn;
p << funcset.p;
typed << funcset_typed.q = [];
@@
m = FUNC_ITEM.match(sp(e))
# (w->func = NULL clears the handler: NULL is none, and that of an item
# without a handler would be mixed.)
if fn != 'NULL' and m and (typed or re.search(r'work$', m.group(2))):
    record(fn, 'INIT_WORK', '&' + sp(e), m.group(1), '', p)

@static_inits@
identifier init =~ "^(__WORK_INITIALIZER|__DELAYED_WORK_INITIALIZER)$";
expression N, D, TF;
identifier fn;
position p;
@@
(
 init@p(N, fn, D)
|
 init@p(N, fn, D, TF)
)

// Which initialisers are inside a function: a name in the data of the
// others is a global.
@static_in@
identifier f, static_inits.init;
position static_inits.p, q;
@@
 f(...) { <+... init@p@q(...) ...+> }

@script:python@
p << static_in.q;
@@
in_fn.add(where(p))

@script:python@
init << static_inits.init;
n << static_inits.N;
fn << static_inits.fn;
d << static_inits.D;
p << static_inits.p;
@@
record(fn, init, '&' + n, d, '', p, top_level(p))

// An on-stack DECLARE_WORK whose data is a local struct of a type this
// file defines (smpboot c_idle, kthread create): the item moves into that
// struct (stack_move, stack_init below), which so becomes its container.
// An uninitialised struct gets INIT_WORK where the DECLARE_WORK was, so a
// statement must follow it.
@stack_declared@
declarer name DECLARE_WORK;
identifier fn, w, c, S;
initializer I;
statement S1;
position p;
@@
(
 struct S c = I;
 ...
 DECLARE_WORK@p(w, fn, &c);
|
 struct S c;
 ...
 DECLARE_WORK@p(w, fn, &c);
 S1
)

@stack_struct@
identifier stack_declared.S;
@@
 struct S { ... };

@script:python depends on stack_struct@
fn << stack_declared.fn;
w << stack_declared.w;
s << stack_declared.S;
p << stack_declared.p;
@@
record_moved(fn, s, w, p)

@declared@
declarer name DECLARE_WORK, DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier g, fn;
expression D;
position p;
@@
(
 DECLARE_WORK@p(g, \(fn\|&fn\), D);
|
 DECLARE_DELAYED_WORK@p(g, \(fn\|&fn\), D);
|
 DECLARE_DEFERRABLE_WORK@p(g, \(fn\|&fn\), D);
)

@declared_in@
declarer name DECLARE_WORK, DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier f;
position declared.p, q;
@@
 f(...) {
 <+...
(
 DECLARE_WORK@p@q(...);
|
 DECLARE_DELAYED_WORK@p@q(...);
|
 DECLARE_DEFERRABLE_WORK@p@q(...);
)
 ...+>
 }

@script:python@
p << declared_in.q;
@@
in_fn.add(where(p))

@script:python@
g << declared.g;
fn << declared.fn;
d << declared.D;
p << declared.p;
@@
if where(p) not in moved:
    with open(p[0].file, errors='replace') as _f:
        _line = _f.readlines()[int(p[0].line) - 1]
    _macro = _line[int(p[0].column):].split('(', 1)[0].strip()
    record(fn, _macro, '&' + g, d, '', p, top_level(p))

@in_process@
identifier fn;
expression D, EW;
position p;
@@
 execute_in_process_context@p(fn, D, EW)

@script:python@
fn << in_process.fn;
d << in_process.D;
ew << in_process.EW;
p << in_process.p;
@@
record(fn, 'execute_in_process_context', ew, d, '', p)

@each_cpu@
identifier fn;
expression D;
position p;
@@
 schedule_on_each_cpu@p(fn, D)

@script:python@
fn << each_cpu.fn;
d << each_cpu.D;
p << each_cpu.p;
@@
record(fn, 'schedule_on_each_cpu', '', d, '', p)

// The data is also stored in a member of the container, before the item
// is initialised in the same function (as-iosched ad->q = q).  Only data
// that the rules above found to be neither container nor item is looked
// for, which keeps the search off the many other assignments of a file.
@inits_member@
identifier init, fn, m, f;
type T;
idexpression T *c;
expression D : script:python() { is_pending_data(D) };
expression E;
position p;
@@
 c->m = D;
 ... when != D = E
     when != c = E
(
 init@p(&c->f, fn, D)
|
 init@p(&c->f, fn, (void *)D)
)

@script:python@
init << inits_member.init;
fn << inits_member.fn;
c << inits_member.c;
m << inits_member.m;
f << inits_member.f;
t << inits_member.T;
d << inits_member.D;
p << inits_member.p;
@@
# c->self = c; INIT_WORK(&c->f, fn, c) passes the container itself.
if is_init(init) and tname(str(t) + ' *') and str(d) != str(c) and \
        where(p) in pending:
    record_member(fn, init, c, m, f, tname(str(t) + ' *'), p)

// The rest of the other data is what it is.
@script:python@
@@
flush_pending()


// A handler that is not a function name (e1000: a cast of a function of
// another type) cannot be followed: reported, its data kept.  With NULL
// data there is nothing to follow (floppy: (work_func_t)handler, a
// void (*)(void) that never looks at its argument): the NULL goes, the
// cast stays, as the seed did.
@inits_cast@
identifier init;
expression X, E, D;
position p;
@@
 init@p(X, E, D)

// A handler of its container's type cast to the handler type, given its
// container (seed fs/file.c: INIT_WORK(&fddef->wq, (void (*)(void *))
// free_fdtable_work, fddef), free_fdtable_work(struct fdtable_defer *f)):
// it takes the work item and finds the container (hcast), and the
// initialiser loses the cast and the data.
@script:python@
init << inits_cast.init;
e << inits_cast.E;
x << inits_cast.X;
d << inits_cast.D;
p << inits_cast.p;
@@
_m = CAST_FN.match(sp(e))
if takes_data(init) and _m and classify(init, x, d, '')['kind'] == 'container':
    cast_fns.add(_m.group(1))
    cast_sites.add(where(p))
    record(_m.group(1), init, x, d, '', p)

@script:python depends on !collect@
init << inits_cast.init;
e << inits_cast.E;
d << inits_cast.D;
p << inits_cast.p;
@@
if takes_data(init) and not sp(e).lstrip('&').isidentifier() \
        and where(p) not in cast_sites:
    if sp(d) in ('NULL', '0', '(void*)0'):
        cast_null.add(where(p))
    else:
        _e = re.sub(r'\s*\)\s*', ')', re.sub(r'\(\s*', '(', ' '.join(str(e).split())))
        coccilib.report.print_report(p[0], 'forward-0004: the handler %s is not a function name: give the function the work handler prototype and convert by hand' % _e)

@depends on patch@
identifier init;
expression X, E, D;
position p : script:python() { where(p) in cast_null };
@@
 init@p(X, E
- , D
 )

// ---- the handlers --------------------------------------------------------------
// First which handlers have a shape the rules can convert (matching only, in
// every mode), so that the others are known, reported and their
// initialisers and prototypes left alone, here and (-D collect prints them
// as WQR-LEFT) in every other file; then the conversions.

// The container: T *x = data; or T *x; ... x = data; (or a cast of data)
// becomes container_of().
// Which names the handler sets from data, first: with x free, hc0 would
// try every pointer the handler declares as the T *x; of its last form,
// over every path of the body (drm_self_refresh_helper.c and eight other
// files took more than the 120 s a file is given).
@hc0_names@
identifier fn : script:python() { is_container(fn) };
identifier data, x;
type T;
@@
 void fn(void *data)
 {
 <+...
(
 T *x = data;
|
 T *x = (T *)data;
|
 x = data;
|
 x = (T *)data;
)
 ...+>
 }

@script:python@
x << hc0_names.x;
@@
set_from_data.add(x)

// p: the one use of data, which hc_data replaces without matching the
// paths again (hc did it with the paths, a tenth of the patch pass), before
// hc changes the parameter (a position is not inherited over a change).
@hc0@
identifier fn : script:python() { is_container(fn) };
identifier data;
identifier x : script:python() { from_data(x) };
type T;
position p;
@@
 void fn(void *data)
 {
 ... when != data
(
 T *x = data@p;
|
 T *x = (T *)data@p;
|
 T *x;
 ... when != data
(
 x = data@p;
|
 x = (T *)data@p;
)
)
 ... when != data
 }

// The parameter is "work", as in most 6.1 handlers, unless the object
// itself is called so.
@script:python hcp@
fn << hc0.fn;
x << hc0.x;
t << hc0.T;
path;
work;
@@
if ''.join(t.split()) in ('structwork_struct', 'structdelayed_work'):
    # The initialisers give the container, the handler takes its work
    # item: one of them is wrong (the legacy netfs objects.c of an older
    # rewind), and container_of(w, struct work_struct, work) is no answer.
    cocci.include_match(False)
    self_taken.add(fn)
else:
    shaped.add(fn)
coccinelle.path = cocci.make_ident(path_of(fn))
coccinelle.work = cocci.make_ident('w' if x == 'work' else 'work')

// The item itself: struct work_struct *w = data;
@hs0@
identifier fn : script:python() { is_self(fn) };
identifier data, w;
@@
 void fn(void *data)
 {
 ... when != data
 struct work_struct *w = data;
 ... when != data
 }

@script:python@
fn << hs0.fn;
@@
shaped.add(fn)

// The item as a delayed one, which 0001 made it where the handler queues
// it again (slab.c cache_reap(): struct delayed_work *w = data;): the
// parameter is the work_struct, and w its to_delayed_work().
@hsd0@
identifier fn : script:python() { is_self(fn) };
identifier data, w;
@@
 void fn(void *data)
 {
 ... when != data
 struct delayed_work *w = data;
 ... when != data
 }

@script:python hsdw@
fn << hsd0.fn;
w << hsd0.w;
work;
@@
shaped.add(fn)
coccinelle.work = cocci.make_ident('w' if w == 'work' else 'work')

// A definition that does not use its data at all: that of a handler
// whose data is NULL, and the stub of any handler (brcmfmac core.c's
// #else branch, an empty _brcmf_update_ndtable() next to the real one).
@hn0@
identifier fn : script:python() { is_convertible(fn) };
identifier data;
@@
 void fn(void *data)
 {
 ... when != data
 }

// An unused parameter keeps its name (void *dummy -> struct work_struct
// *dummy, as the seed did), unless it is the usual "data".
@script:python hnw@
fn << hn0.fn;
data << hn0.data;
work;
@@
shaped.add(fn)
coccinelle.work = cocci.make_ident(work_name(data))

// A parameter without a name (mce/core.c: void *__unused, __unused being
// an attribute) is no use of the data either.
@hn0_anon@
identifier fn : script:python() { is_convertible(fn) };
@@
 void fn(void *) { ... }

@script:python@
fn << hn0_anon.fn;
@@
shaped.add(fn)

// A handler that takes its container's type (cast at its initialiser).
@hcast0@
identifier fn : script:python() { is_cast_fn(fn) };
identifier x;
type T;
@@
 void fn(T *x) { ... }

@script:python hcast_c@
fn << hcast0.fn;
t << hcast0.T;
e;
w;
@@
if not sp(t).startswith('struct'):
    cocci.include_match(False)
else:
    shaped.add(fn)
    coccinelle.e = cocci.make_expr('container_of(work, %s, %s)' % (t, path_of(fn)))
    coccinelle.w = cocci.make_ident('work')

// The data is a global named at a file-scope initialiser of this file
// (nfs_automount_list): T *x = data; becomes T *x = &g;.
@hg0@
identifier fn : script:python() { is_global(fn) and is_convertible(fn) };
identifier data, x;
type T;
@@
 void fn(void *data)
 {
 ... when != data
(
 T *x = data;
|
 T *x = (T *)data;
)
 ... when != data
 }

@script:python hgv@
fn << hg0.fn;
x << hg0.x;
g;
work;
@@
shaped.add(fn)
coccinelle.g = cocci.make_expr(path_of(fn))
coccinelle.work = cocci.make_ident('w' if x == 'work' else 'work')


// T *x = c->m; after a new first declaration struct S *c =
// container_of(work, struct S, f), c named as at the initialiser, unless
// the handler already uses that name.
// A member handler called directly (fn(q)) would need the container at
// the call: left for a human, in every file (WQR-LEFT).
@dcm@
identifier fn : script:python() { is_member(fn) };
expression A;
position p;
@@
 fn@p(A)

@script:python@
fn << dcm.fn;
p << dcm.p;
@@
left_here.add(fn)
called.add(fn)
if collecting:
    print('WQR-LEFT %s' % fn)
else:
    coccilib.report.print_report(p[0], 'forward-0004: handler %s not converted: it is also called directly, and its data is a member of its container' % fn)

@hm0@
identifier fn : script:python() { is_member(fn) and is_convertible(fn) };
identifier data, x;
type T;
@@
 void fn(void *data)
 {
(
 T *x = data;
|
 T *x = (T *)data;
)
 ... when != data
 }

// The names the handler uses already: the container takes the name it has
// at the initialiser, or else the name of its struct (ata_port), if free.
@hm_names@
identifier hm0.fn, n;
type T2;
@@
(
 void fn(..., T2 n, ...) { ... }
|
 void fn(...) { <+... n ...+> }
|
 void fn(...) { ... when any
 T2 n;
 ... when any
 }
)

@script:python@
fn << hm0.fn;
n << hm_names.n;
@@
used_names.setdefault(fn, set()).add(str(n))

@script:python hmok@
fn << hm0.fn;
c;
S;
path;
m;
work;
@@
e = entry(fn)
free = [v for v in (e['var'], e['type']) if v not in used_names.get(fn, ())]
if not free:
    clashed.add(fn)
    cocci.include_match(False)
else:
    shaped.add(fn)
    coccinelle.c = cocci.make_ident(free[0])
    coccinelle.S = cocci.make_type('struct ' + e['type'])
    coccinelle.path = cocci.make_ident(e['path'])
    coccinelle.m = cocci.make_ident(e['member'])
    coccinelle.work = cocci.make_ident('w' if free[0] == 'work' else 'work')

// Any other handler whose data moved to a member (record_direct, seed
// cpufreq.c: unsigned int cpu = (unsigned int)(long)data;) reads it from
// there first thing, under the same name.
@hmv0@
identifier fn : script:python() { is_direct_left(fn) };
identifier data;
@@
 void fn(void *data) { ... }

@script:python hmv_c@
fn << hmv0.fn;
e;
w;
@@
_e = entry(fn)
shaped.add(fn)
coccinelle.e = cocci.make_expr('container_of(work, struct %s, %s)->%s'
                               % (_e['type'], _e['path'], _e['member']))
coccinelle.w = cocci.make_ident('work')

// A handler of any other shape is left for a human, with the reason.
// A cast handler hcast cannot convert: it takes no pointer to a struct.
@left_cast@
identifier fn : script:python() { is_cast_fn(fn) };
parameter list P;
position p;
@@
 void fn@p(P) { ... }

@script:python@
fn << left_cast.fn;
p << left_cast.p;
@@
if fn not in shaped:
    left_here.add(fn)
    if collecting:
        print('WQR-LEFT %s' % fn)
    else:
        coccilib.report.print_report(
            p[0], 'forward-0004: handler %s is cast to the handler type but does '
            'not take a pointer to its container: convert by hand' % fn)

@left@
identifier fn : script:python() { is_handler(fn) };
identifier data;
position p;
@@
 void fn@p(void *data) { ... }

@script:python@
fn << left.fn;
p << left.p;
@@
# A member handler called directly was reported at the call already.
if fn not in shaped and fn not in called:
    left_here.add(fn)
    why = {'mixed': 'its initialisers pass different kinds of data',
           'other': 'its data is not its container, its work item or NULL',
           'member': 'it does not start by taking its data (T *x = data;), or uses data again',
           'container': 'it does not start by taking its object from data (T *x = data;), or uses data again',
           'self': 'it does not take its work item from data (struct work_struct *w = data;), or uses data again',
           'none': 'its data is NULL but it uses it',
           'global': 'it does not start by taking its data (T *x = data;), or uses data again'}[kind_of(fn)]
    if fn in clashed:
        why = 'it already uses the names %s and %s for its container' % (entry(fn)['var'], entry(fn)['type'])
    if fn in self_taken:
        why = 'its initialisers give it its container, but it takes its work item from data'
    if collecting:
        print('WQR-LEFT %s' % fn)
    else:
        coccilib.report.print_report(p[0], 'forward-0004: handler %s not converted: %s' % (fn, why))

// A handler defined nowhere as void fn(void *) (undefined()): its
// initialisers keep their data, and are reported.
@undef_site depends on !collect@
identifier init : script:python() { takes_data(init) };
identifier fn : script:python() { reports_undefined(fn) };
expression X, D;
expression list A;
position p;
@@
(
 init@p(X, \(fn\|&fn\), A)
|
 execute_in_process_context@p(\(fn\|&fn\), D, ...)
|
 schedule_on_each_cpu@p(\(fn\|&fn\), D)
)

@undef_declared depends on !collect@
declarer name DECLARE_WORK, DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier fn : script:python() { reports_undefined(fn) };
identifier g;
expression D;
position p;
@@
(
 DECLARE_WORK@p(g, \(fn\|&fn\), D);
|
 DECLARE_DELAYED_WORK@p(g, \(fn\|&fn\), D);
|
 DECLARE_DEFERRABLE_WORK@p(g, \(fn\|&fn\), D);
)

@script:python@
fn << undef_site.fn;
p << undef_site.p;
@@
report_undefined(fn, p)

@script:python@
fn << undef_declared.fn;
p << undef_declared.p;
@@
report_undefined(fn, p)

// Only the expression is replaced: the declaration keeps its layout.
@hc_data depends on patch@
identifier hc0.data, hcp.path, hcp.work;
type hc0.T;
position hc0.p;
@@
(
- (T *)data@p
+ container_of(work, T, path)
|
- data@p
+ container_of(work, T, path)
)

@hc depends on patch@
identifier hc0.fn, hc0.data, hcp.work;
@@
 void fn(
- void *data
+ struct work_struct *work
 )
 { ... }

// The item itself: struct work_struct *w = data; goes, w is the parameter.
@hs depends on patch@
identifier hs0.fn, hs0.data, hs0.w;
@@
 void fn(
- void *data
+ struct work_struct *w
 )
 {
 ...
- struct work_struct *w = data;
 ...
 }

@hsd depends on patch@
identifier hsd0.fn, hsd0.data, hsd0.w, hsdw.work;
@@
 void fn(
- void *data
+ struct work_struct *work
 )
 {
 ...
- struct delayed_work *w = data;
+ struct delayed_work *w = to_delayed_work(work);
 ...
 }

@hn depends on patch@
identifier hn0.fn, hn0.data, hnw.work;
@@
 void fn(
- void *data
+ struct work_struct *work
 )
 {
 ...
 }

@depends on patch@
identifier hn0_anon.fn;
@@
 void fn(
- void *
+ struct work_struct *
 ) { ... }

@depends on patch@
identifier hmv0.fn, hmv0.data, hmv_c.w;
expression hmv_c.e;
@@
 void fn(
- void *data
+ struct work_struct *w
 )
 {
+	void *data = e;
 ...
 }

@depends on patch@
identifier hcast0.fn, hcast0.x, hcast_c.w;
type hcast0.T;
expression hcast_c.e;
@@
 void fn(
- T *x
+ struct work_struct *w
 )
 {
+	T *x = e;
 ...
 }

@depends on patch@
identifier hcast0.fn, hcast_c.w;
identifier x;
type T;
@@
 void fn(
- T *x
+ struct work_struct *w
 );

// The data is a member of the container.
@hm depends on patch@
identifier hm0.fn, hm0.data, hm0.x, hmok.c, hmok.path, hmok.m, hmok.work;
type hm0.T, hmok.S;
@@
 void fn(
- void *data
+ struct work_struct *work
 )
 {
+ S *c = container_of(work, S, path);
(
 T *x =
- data
+ c->m
 ;
|
 T *x =
- (T *)data
+ c->m
 ;
)
 ...
 }

// The data is a global.
@hg depends on patch@
identifier hg0.fn, hg0.data, hg0.x, hgv.work;
type hg0.T;
expression hgv.g;
@@
 void fn(
- void *data
+ struct work_struct *work
 )
 {
 ...
(
 T *x =
- data
+ g
 ;
|
 T *x =
- (T *)data
+ g
 ;
)
 ...
 }

// Prototypes of the handlers converted here or, by the table, elsewhere.
// A prototype keeps its own parameter name, unless it is "data".
@hproto0 depends on patch@
identifier fn : script:python() { is_convertible(fn) };
identifier data;
@@
 void fn(void *data);

@script:python hproto_name@
data << hproto0.data;
work;
@@
coccinelle.work = cocci.make_ident(work_name(data))

@hproto depends on patch@
identifier hproto0.fn, hproto0.data, hproto_name.work;
@@
 void fn(
- void *data
+ struct work_struct *work
 );

@hproto_anon depends on patch@
identifier fn : script:python() { is_convertible(fn) };
@@
 void fn(
- void *
+ struct work_struct *
 );

// ---- direct calls: fn(E) becomes fn(&E->f) ------------------------------------

@dc0 depends on patch@
identifier fn : script:python() { is_container(fn) and is_convertible(fn) };
expression A;
@@
 fn(A)

@script:python dcp@
fn << dc0.fn;
a << dc0.A;
e;
@@
coccinelle.e = cocci.make_expr(item_of(fn, a))

@dc depends on patch@
identifier dc0.fn;
expression dc0.A, dcp.e;
@@
- fn(A)
+ fn(e)

// ---- the initialisers lose their data ------------------------------------------

// The initialiser whose data moved to a member (record_direct): the data
// is set next to it.
@direct_site depends on patch@
identifier init;
identifier fn : script:python() { is_convertible(fn) };
expression X, D;
position p : script:python() { is_direct_site(p) };
@@
 init@p(X, \(fn\|&fn\), D);

@script:python direct_vm@
p << direct_site.p;
v;
m;
@@
coccinelle.v = cocci.make_expr(direct_at[where(p)][0])
coccinelle.m = cocci.make_ident(direct_at[where(p)][1])

@depends on patch@
identifier direct_site.init, direct_site.fn, direct_vm.m;
expression direct_site.X, direct_site.D, direct_vm.v;
position direct_site.p;
@@
 init@p(X, \(fn\|&fn\)
- , D
 );
+ v->m = D;

@idrop depends on patch@
identifier init : script:python() { takes_data(init) };
identifier fn : script:python() { is_convertible(fn) };
expression X, D, K, TF, EW;
@@
// Only the argument goes: the others keep their layout.
(
 init(X, \(fn\|&fn\)
- , D
 )
|
 INIT_WORK_ONSTACK_KEY(X, \(fn\|&fn\),
- D,
 K)
|
 __DELAYED_WORK_INITIALIZER(X, fn,
- D,
 TF)
|
 execute_in_process_context(fn,
- D,
 EW)
|
 schedule_on_each_cpu(fn
- , D
 )
)

// The initialiser of a cast handler that hcast converts: no cast, no data.
@depends on patch@
identifier init;
identifier fn : script:python() { is_cast_fn(fn) and is_shaped(fn) };
type TC;
expression X, D;
position p : script:python() { is_cast_site(p) };
@@
 init@p(X,
- (TC)fn, D
+ fn
 )

// The initialiser of a wrapper's handler parameter (record()).
@idrop_param depends on patch@
identifier init : script:python() { takes_data(init) };
identifier fn;
expression X, D;
position p : script:python() { is_param_site(p) };
@@
 init@p(X, \(fn\|&fn\)
- , D
 )

// The moved item: a member of its data, initialised with the struct
// (__WORK_INITIALIZER), its uses through the struct, the member added
// first in the struct, as the seed did for smpboot.
@stack_move depends on patch && stack_struct@
declarer name DECLARE_WORK;
identifier fn : script:python() { is_convertible(fn) };
identifier stack_declared.w, stack_declared.c, stack_declared.S;
identifier dat =~ "^data$";
@@
 struct S c = {
+	.w = __WORK_INITIALIZER(c.w, fn),
 	...
 };
 ...
- DECLARE_WORK(w, fn, &c);
 <...
(
- w.func(w.dat)
+ c.w.func(&c.w)
|
- &w
+ &c.w
|
- w
+ c.w
)
 ...>

// The struct was not initialised where declared (kthread): INIT_WORK.
@stack_init depends on patch && stack_struct@
declarer name DECLARE_WORK;
identifier fn : script:python() { is_convertible(fn) };
identifier stack_declared.w, stack_declared.c, stack_declared.S;
identifier dat =~ "^data$";
@@
 struct S c;
 ...
- DECLARE_WORK(w, fn, &c);
+ INIT_WORK(&c.w, fn);
 <...
(
- w.func(w.dat)
+ c.w.func(&c.w)
|
- &w
+ &c.w
|
- w
+ c.w
)
 ...>

@stack_field depends on patch && (stack_move || stack_init)@
identifier stack_declared.w, stack_declared.S;
@@
 struct S {
+	struct work_struct w;
 	...
 };

// The wrapper stores the data in the new member of the container.  The
// relay rule also matches functions that hand data to something else
// (a notifier chain): only those recorded as relays go on.
@script:python relay_m depends on patch@
wf << relay.wf;
c << relay.c;
m;
rc;
@@
if is_relay(wf):
    coccinelle.m = cocci.make_ident(relay_member(relays[wf]))
    coccinelle.rc = cocci.make_ident(str(c))
else:
    cocci.include_match(False)

@relay_set depends on patch@
identifier relay.wf, relay.fn, relay.data, relay.init, relay.f, relay_m.m, relay_m.rc;
@@
 wf(...) {
 <...
- init(&rc->f, fn, data);
+ init(&rc->f, fn);
+ rc->m = data;
 ...>
 }

// The wrapper's handler parameter, in its definition and its prototypes
// (a header, reached through the table): void (*fn)(void *) is a
// work_func_t now, as 2006 libata's ata_port_queue_task() became.
@relay_proto_at depends on patch@
identifier wf : script:python() { is_relay(wf) };
identifier fn;
parameter list[n] P1;
parameter list P2;
type T;
position p;
@@
 T wf(P1, void (*fn@p)(void *), P2);

@script:python@
wf << relay_proto_at.wf;
n << relay_proto_at.n;
@@
if int(n) != relays[wf]['index']:
    cocci.include_match(False)

@relay_proto depends on patch@
identifier relay_proto_at.wf, relay_proto_at.fn;
parameter list[relay_proto_at.n] relay_proto_at.P1;
parameter list relay_proto_at.P2;
type relay_proto_at.T;
position relay_proto_at.p;
typedef work_func_t;
@@
 T wf(P1,
- void (*fn@p)(void *)
+ work_func_t fn
 , P2);

@relay_def_at depends on patch@
identifier wf : script:python() { is_relay(wf) };
identifier fn;
parameter list[n] P1;
parameter list P2;
type T;
position p;
@@
 T wf(P1, void (*fn@p)(void *), P2) {...}

@script:python@
wf << relay_def_at.wf;
n << relay_def_at.n;
@@
if int(n) != relays[wf]['index']:
    cocci.include_match(False)

@relay_def depends on patch@
identifier relay_def_at.wf, relay_def_at.fn;
parameter list[relay_def_at.n] relay_def_at.P1;
parameter list relay_def_at.P2;
type relay_def_at.T;
position relay_def_at.p;
typedef work_func_t;
@@
 T wf(P1,
- void (*fn@p)(void *)
+ work_func_t fn
 , P2) {...}

// The new member, before the item, in the file that defines the struct.
@relay_field depends on patch@
identifier S : script:python() { is_relay_struct(S) };
identifier f : script:python() { is_relay_field(f) };
type T;
@@
 struct S { ... T f; ... };

@script:python relay_fm depends on patch@
s << relay_field.S;
f << relay_field.f;
m;
@@
r = [r for r in relays.values() if r['type'] == s and r['field'] == f]
if r:
    coccinelle.m = cocci.make_ident(relay_member(r[0]))
else:
    cocci.include_match(False)

@relay_add depends on patch@
identifier relay_field.S, relay_field.f, relay_fm.m;
type relay_field.T;
@@
 struct S {
 ...
+	void *m;
 T f;
 ...
 };

// The item allocated behind its container becomes its member work.
@script:python behind_ok depends on patch && behind_struct && !behind_clash@
fn << behind.fn;
f << behind.f;
w << behind.w;
c << behind.c;
bf;
bw;
bc;
work;
@@
# The names are bound again here, so that the rules below see only the
# matches whose handler converts.
if is_convertible(fn):
    coccinelle.bf = cocci.make_ident(f)
    coccinelle.bw = cocci.make_ident(w)
    coccinelle.bc = cocci.make_ident(c)
    coccinelle.work = cocci.make_ident('work')
else:
    cocci.include_match(False)

@behind_field depends on patch@
identifier behind.S, behind_ok.work;
@@
 struct S {
 ...
+	struct work_struct work;
 };

@behind_drop depends on patch@
identifier behind_ok.bf, behind_ok.bw, behind_ok.bc, behind.S, behind.alloc;
expression G;
@@
 bf(...) {
 <...
(
- bw = (void *)(bc + 1);
|
 bc = alloc(
- sizeof(struct S) + sizeof(struct work_struct)
+ sizeof(struct S)
 , G);
|
 bc = alloc(
- sizeof(*bc) + sizeof(struct work_struct)
+ sizeof(*bc)
 , G);
)
 ...>
 }

@behind_decl depends on patch@
identifier behind_ok.bf, behind_ok.bw;
@@
 bf(...) {
 ...
- struct work_struct *bw;
 ...
 }

@behind_use depends on patch@
identifier behind_ok.bf, behind_ok.bw, behind_ok.bc, behind_ok.work;
@@
 bf(...) {
 <...
- bw
+ &bc->work
 ...>
 }

@ddrop depends on patch@
declarer name DECLARE_WORK, DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier fn : script:python() { is_convertible(fn) };
identifier g;
expression D;
@@
(
 DECLARE_WORK(g, \(fn\|&fn\)
- , D
 );
|
 DECLARE_DELAYED_WORK(g, \(fn\|&fn\)
- , D
 );
|
 DECLARE_DEFERRABLE_WORK(g, \(fn\|&fn\)
- , D
 );
)
