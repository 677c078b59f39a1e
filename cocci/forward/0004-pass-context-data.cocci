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
///  - an initialised local struct of a type this file defines, for an
///    on-stack DECLARE_WORK(w, fn, &c) (smpboot): the item moves into the
///    struct as its first member w, initialised by __WORK_INITIALIZER(c.w,
///    fn), its uses become c.w, and c is the container.
/// A handler whose initialisers disagree (one handler, several kinds of
/// data), whose data is something else (a global, a field of another
/// object, a cast integer), or whose body does not have the shape above,
/// is reported in file:line: form and left for a human; its initialisers
/// keep their data argument, so the file still says what it needs.
//
// Confidence: Moderate
// Copyright: (C) 2026 wq-rework developers
// Options: --no-includes --include-headers

virtual patch
virtual report
virtual collect

@initialize:python@
@@
import json
import os
import re

info = {}       # handler -> {kind, path, type} from the inits of this file
mixed = set()   # handlers whose initialisers disagree
typed_at = set()  # initialisers whose data type spatch knew
shaped = set()  # handlers of this file the rules can convert
left_here = set()  # and those they cannot
left = set()    # the same, from every file (the table)
moved = set()   # on-stack DECLARE_WORKs that move into their data (smpboot)
table = {}
_path = os.environ.get('WQR_HANDLERS')
if _path and os.path.exists(_path):
    with open(_path) as _f:
        _t = json.load(_f)
    table = _t.get('handlers', {})
    mixed.update(_t.get('conflicts', []))
    left.update(_t.get('lefts', []))

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
CONTAINER_OF = re.compile(r'^container_of\((.+),struct(\w+),([\w.]+)\)$')


def sp(s):
    return ''.join(str(s).split())


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


def is_path(p):
    return p != '' and all(part.isidentifier() for part in p.split('.'))


def classify(macro, item, data, dtype):
    """What the data of one initialiser is.  item: the address of the
    work item as written (&E->f, w, &g); data: the data argument."""
    item, data = sp(item), sp(data)
    wrapped = macro in WRAPPED
    if data in ('NULL', '0', '(void*)0'):
        return {'kind': 'none', 'path': '', 'type': ''}
    # The item itself: in 2.6.18 a delayed item was a work_struct, so its
    # own address is the work item too.
    work = item
    if wrapped:
        work = (item + '.work') if item.startswith('&') else '&' + item + '->work'
    if data in (work, item):
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
    return {'kind': 'other', 'path': '', 'type': ''}


def record(fn, macro, item, data, dtype, pos):
    c = classify(macro, item, data, dtype)
    if collecting:
        print('WQR-HANDLER %s %s' % (fn, json.dumps(c, sort_keys=True)))
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


def record_moved(fn, s, w, pos):
    """DECLARE_WORK(w, fn, &c) on the stack, c a struct S of this file:
    the item becomes the member w of c, so c is the container."""
    moved.add((pos[0].file, pos[0].line, pos[0].column))
    c = {'kind': 'container', 'path': w, 'type': s}
    if collecting:
        print('WQR-HANDLER %s %s' % (fn, json.dumps(c, sort_keys=True)))
    if info.setdefault(fn, c) != c:
        mixed.add(fn)


def kind_of(fn):
    if fn in mixed:
        return 'mixed'
    c = info.get(fn) or table.get(fn)
    return c['kind'] if c else ''


def work_name(data):
    return 'work' if data == 'data' else data


def is_container(fn):
    return kind_of(fn) == 'container'


def is_self(fn):
    return kind_of(fn) == 'self'


def is_none(fn):
    return kind_of(fn) == 'none'


def is_convertible(fn):
    return kind_of(fn) in ('container', 'self', 'none') and \
        fn not in left and fn not in left_here


def is_handler(fn):
    return kind_of(fn) != ''


def path_of(fn):
    return (info.get(fn) or table.get(fn))['path']


def item_of(fn, arg):
    """The work item a direct call fn(arg) must now pass."""
    arg = str(arg).strip()
    if arg.startswith('&'):
        return '&' + arg[1:] + '.' + path_of(fn)
    return '&' + arg + '->' + path_of(fn)

@script:python depends on collect@
@@
collecting = True

// ---- what the data of each handler is -------------------------------------------

@inits@
identifier init;
expression X;
identifier fn;
type T;
T D;
position p;
@@
 init@p(X, fn, D)

@script:python@
init << inits.init;
x << inits.X;
fn << inits.fn;
d << inits.D;
t << inits.T;
p << inits.p;
@@
if is_init(init):
    typed_at.add((p[0].file, p[0].line, p[0].column))
    record(fn, init, x, d, t, p)

@inits_key@
expression X, K;
identifier fn;
type T;
T D;
position p;
@@
 INIT_WORK_ONSTACK_KEY@p(X, fn, D, K)

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
 init@p(X, fn, D)

@script:python@
init << inits_untyped.init;
x << inits_untyped.X;
fn << inits_untyped.fn;
d << inits_untyped.D;
p << inits_untyped.p;
@@
if is_init(init) and (p[0].file, p[0].line, p[0].column) not in typed_at:
    record(fn, init, x, d, '', p)

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

@script:python@
init << static_inits.init;
n << static_inits.N;
fn << static_inits.fn;
d << static_inits.D;
p << static_inits.p;
@@
record(fn, init, '&' + n, d, '', p)

// An on-stack DECLARE_WORK whose data is an initialised local struct of a
// type this file defines (smpboot c_idle): the item moves into that struct
// (stack_move below), which so becomes its container.
@stack_declared@
declarer name DECLARE_WORK;
identifier fn, w, c, S;
initializer I;
position p;
@@
 struct S c = I;
 ...
 DECLARE_WORK@p(w, fn, &c);

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
 DECLARE_WORK@p(g, fn, D);
|
 DECLARE_DELAYED_WORK@p(g, fn, D);
|
 DECLARE_DEFERRABLE_WORK@p(g, fn, D);
)

@script:python@
g << declared.g;
fn << declared.fn;
d << declared.D;
p << declared.p;
@@
if (p[0].file, p[0].line, p[0].column) not in moved:
    with open(p[0].file, errors='replace') as _f:
        _line = _f.readlines()[int(p[0].line) - 1]
    _macro = _line[int(p[0].column):].split('(', 1)[0].strip()
    record(fn, _macro, '&' + g, d, '', p)

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

// ---- the handlers --------------------------------------------------------------
// First which handlers have a shape the rules can convert (matching only, in
// every mode), so that the others are known, reported and their
// initialisers and prototypes left alone, here and (-D collect prints them
// as WQR-LEFT) in every other file; then the conversions.

// The container: T *x = data; or T *x; ... x = data; (or a cast of data)
// becomes container_of().
@hc0@
identifier fn : script:python() { is_container(fn) };
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
|
 T *x;
 ... when != data
(
 x = data;
|
 x = (T *)data;
)
)
 ... when != data
 }

// The parameter is "work", as in most 6.1 handlers, unless the object
// itself is called so.
@script:python hcp@
fn << hc0.fn;
x << hc0.x;
path;
work;
@@
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

// NULL data: the handler does not look at it.
@hn0@
identifier fn : script:python() { is_none(fn) };
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

// A handler of any other shape is left for a human, with the reason.
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
if fn not in shaped:
    left_here.add(fn)
    why = {'mixed': 'its initialisers pass different kinds of data',
           'other': 'its data is not its container, its work item or NULL',
           'container': 'it does not start by taking its object from data (T *x = data;), or uses data again',
           'self': 'it does not take its work item from data (struct work_struct *w = data;), or uses data again',
           'none': 'its data is NULL but it uses it'}[kind_of(fn)]
    if collecting:
        print('WQR-LEFT %s' % fn)
    else:
        coccilib.report.print_report(p[0], 'forward-0004: handler %s not converted: %s' % (fn, why))

@hc depends on patch@
identifier hc0.fn, hc0.data, hc0.x, hcp.path, hcp.work;
type hc0.T;
@@
 void fn(
- void *data
+ struct work_struct *work
 )
 {
 ...
// Only the expression is replaced: the declaration keeps its layout.
(
 T *x =
- data
+ container_of(work, T, path)
 ;
|
 T *x =
- (T *)data
+ container_of(work, T, path)
 ;
|
 T *x;
 ...
(
 x =
- data
+ container_of(work, T, path)
 ;
|
 x =
- (T *)data
+ container_of(work, T, path)
 ;
)
)
 ...
 }

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

@dc0@
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

@idrop depends on patch@
identifier init : script:python() { takes_data(init) };
identifier fn : script:python() { is_convertible(fn) };
expression X, D, K, TF, EW;
@@
// Only the argument goes: the others keep their layout.
(
 init(X, fn
- , D
 )
|
 INIT_WORK_ONSTACK_KEY(X, fn,
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

@stack_field depends on patch && stack_move@
identifier stack_declared.w, stack_declared.S;
@@
 struct S {
+	struct work_struct w;
 	...
 };

@ddrop depends on patch@
declarer name DECLARE_WORK, DECLARE_DELAYED_WORK, DECLARE_DEFERRABLE_WORK;
identifier fn : script:python() { is_convertible(fn) };
identifier g;
expression D;
@@
(
 DECLARE_WORK(g, fn
- , D
 );
|
 DECLARE_DELAYED_WORK(g, fn
- , D
 );
|
 DECLARE_DEFERRABLE_WORK(g, fn
- , D
 );
)
