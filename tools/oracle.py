# SPDX-License-Identifier: GPL-2.0
"""The round-trip oracle: how close converted comes back to upstream.

  oracle.py REPO WORK SCOPE OUT_PREFIX

Text: git diff upstream converted, per file (lines added and removed).
Object code: every object of the boot config built from upstream
(WORK/obj/upstream) and from converted (WORK/obj/converted), compared by
objcmp.py; a .c file whose text differs is then "same code" or not.
Writes OUT_PREFIX.json and OUT_PREFIX.md (REPORT_COMMAND and REPORT_NOTE in
the environment as for run_report.py).  Exit 1 when the objects could
not be compared or converted lacks some that upstream has; differences in
text or code are the measurement, not a failure.  The forward run's candidate
list (WORK/forward/SCOPE/files) gives the denominator.
"""
import difflib
import functools
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import objcmp  # noqa: E402
from check_core import CORE  # noqa: E402
from run_report import API, cpu_model  # noqa: E402
from spatch_run import SITE  # noqa: E402


def git(repo, *args):
    return subprocess.run(['git', '-C', repo] + list(args), check=True,
                          capture_output=True, text=True).stdout


# Why a file's text differs, by what its diff shows.  A file may have
# several; "other" is what none of the patterns explains.
TEXT_CAUSES = {
    'layout': 'line breaks or indentation only: spatch pretty-prints what it '
              'rewrote at 80 columns, upstream did not always',
    'names': 'identifiers only: a handler parameter named otherwise (wp, w '
             'become work), a name the legacy form keeps no trace of',
    'typeof': 'the container of a container_of() written typeof(*x) on one '
              'side and struct T on the other, or from_work(x, w, f) for '
              'container_of(w, typeof(*x), f) (the legacy form keeps no trace '
              'of which); make check-tree compiles both',
    'self': 'a handler\'s own work parameter written &x->f, x its '
            'container_of(work, T, f), on one side and work on the other: the '
            'same pointer (the legacy form keeps no trace of which)',
    'pending': 'test_bit(WORK_STRUCT_PENDING_BIT, work_data_bits(w)) or '
               'delayed_work_pending(&d) written work_pending(w) or '
               'work_pending(&d.work): what the core defines them as',
    'const': 'a handler parameter struct work_struct *const work written '
             'without its const (the legacy void *data keeps no trace of it)',
    'cast': 'a handler cast (void *)f in an initialiser written '
            '(work_func_t)f, as the seed did in floppy.c: the same pointer '
            '(the legacy form, where both spellings were usual, keeps no trace '
            'of which)',
    'fptr': 'a handler pointer declared void (*f)(struct work_struct *) '
            'written work_func_t f, as the seed did (0002): the same type '
            '(the legacy void (*f)(void *) keeps no trace of which)',
    'core': 'the workqueue core: core-patch/forward, whose blocks beyond '
            'upstream are core-patch/forward/ADDITIONS (make check-core)',
    'wrapper': 'container_of(to_delayed_work(work), T, f) or to_rcu_work() '
               'written container_of(work, T, f.work): the same pointer; '
               'to_delayed_work() may be spelt out, container_of(work, struct '
               'delayed_work, work) or (struct delayed_work *)work (the legacy '
               'form keeps no trace of which)',
    'queue0': 'queue_work() of a delayed item\'s .work written '
              'queue_delayed_work(..., 0), as the seed did in aio: no delay '
              'either way, through the delayed path',
    'scope': 'an item delayed in upstream is a plain work_struct here: '
             'the files that use it as delayed are outside the scope '
             '(SCOPE=boot sees only the files the boot kernel compiles; '
             '"outside" lists them)',
    'delayed': 'an item delayed in upstream is a plain work_struct here or '
               'the reverse, and no file outside the scope explains it: '
               'beyond the inference',
    'left': 'the forward scripts reported a site of this file for a human, '
            'or spatch failed on it (forward-SCOPE.md lists which), and some '
            'of its differences no pattern above explains: what they left '
            'is still in the legacy form',
    'other': 'some differing lines that none of the patterns above explains '
             '(each differing range of lines must be explained by one): '
             'read the diff',
}
OBJECT_CAUSES = {
    'lines': 'only the WARN/BUG table (__bug_table) differs: __LINE__ moved '
             'with the lines of the text differences',
    'code': 'code or data differ: from the text differences it includes',
    'unexplained': 'code differs, but none of the files it is built from '
                   'differs in text',
}
DELAYED = re.compile(r'delayed_work|DELAYED_WORK|DEFERRABLE_WORK')
PLAIN = re.compile(r'\bwork_struct\b|\bINIT_WORK\b|\bqueue_work\b|\bschedule_work\b')
QUEUE_WORK = re.compile(r'\b(queue|schedule)_work(_on)?\([^;]*\.work\)')
QUEUE0 = re.compile(r'\b(queue|schedule)_delayed_work(_on)?\([^;]*,\s*0\)')
TOKEN = re.compile(r'[A-Za-z_]\w*|\S')
IDENT = re.compile(r'^[A-Za-z_]\w*$')
WRAPPER = re.compile(r'\bto_(delayed|rcu)_work\(')
# The type argument of a container_of(), spelt either way.
CONTAINER_TYPE = re.compile(r'(\bcontainer_of\([^,]+,)\s*(?:typeof\(\s*\*\s*\w+\s*\)|struct\s+\w+)\s*,')
# from_work(x, w, f) is container_of(w, typeof(*x), f) (6.1 stable, 6.12).
FROM_WORK = re.compile(r'\bfrom_work\(\s*(\w+)\s*,\s*([^,]+?)\s*,')


def container_type(text):
    """text with every container_of() type, and every from_work(), as
    container_of(w, T, ...)."""
    text = FROM_WORK.sub(r'container_of(\2, typeof(*\1),', text)
    return CONTAINER_TYPE.sub(r'\1 T,', text)
# container_of(to_delayed_work(A), T, f): the same pointer only when the
# converted text reads container_of(A, T, f.work).
# (container_of_const() too: af_packet.c.)
WRAPPED_OF = re.compile(r'\b(container_of(?:_const)?)\(\s*to_(?:delayed|rcu)_work\(\s*(\w+)\s*\)\s*,'
                        r'\s*([^,()]+?)\s*,\s*([\w.]+)\s*\)')

# x = container_of(w, T, path): in that handler &x->path is w.
SELF_OF = re.compile(r'\b(\w+)\s*=\s*container_of\(\s*(\w+)\s*,[^,]+,\s*([\w.]+)\s*\)')


def self_ref(text):
    """text with every &x->path of a container x = container_of(w, T,
    path) written w, and &x->d of x = container_of(w, T, d.work) written
    to_delayed_work(w) (lpar.c) (within the file: a false match only makes
    a difference look explained where both sides use the same x)."""
    for x, w, path in set(SELF_OF.findall(text)):
        text = re.sub(r'&\s*%s\s*->\s*%s(?![\w.])' % (x, re.escape(path)), w, text)
        if path.endswith('.work'):
            text = re.sub(r'&\s*%s\s*->\s*%s(?![\w.])' % (x, re.escape(path[:-5])),
                          'to_delayed_work(%s)' % w, text)
    return text


# test_bit(WORK_STRUCT_PENDING_BIT, work_data_bits(w)) and
# delayed_work_pending(d), as work_pending(w) and work_pending(&d->work)
# (bcache closure.c, tmio_mmc_core.c): the definitions of the core.
PENDING_BITS = re.compile(r'\btest_bit\(\s*WORK_STRUCT_PENDING_BIT\s*,\s*work_data_bits\(\s*([^()]+?)\s*\)\s*\)')
DELAYED_PENDING = re.compile(r'\bdelayed_work_pending\(\s*&\s*([\w.>\[\]-]+?)\s*\)')


def pending_spelling(text):
    text = DELAYED_PENDING.sub(r'work_pending(&\1.work)', text)
    return PENDING_BITS.sub(r'work_pending(\1)', text)


# A handler's struct work_struct *const work (landlock ruleset.c): the
# legacy void *data keeps no trace of the const.
CONST_PARAM = re.compile(r'\bstruct\s+work_struct\s*\*\s*const\s+(\w+\s*\))')


def const_param(text):
    return CONST_PARAM.sub(r'struct work_struct *\1', text)


# A handler pointer void (*f)(struct work_struct *w) (virtgpu_kms.c's
# parameter work_func): forward 0002 writes work_func_t f, as the seed
# did; legacy void (*f)(void *) keeps no trace of which.
HANDLER_PTR = re.compile(r'\bvoid\s*\(\s*\*\s*(\w+)\s*\)\s*'
                         r'\(\s*struct\s+work_struct\s*\*\s*\w*\s*\)')


def handler_ptr(text):
    return HANDLER_PTR.sub(r'work_func_t \1', text)


# INIT_WORK(&w, (void *)f) (mISDN dsp_core.c, l1oip_core.c): forward 0002
# spells the cast of a handler in an initialiser (work_func_t)f.
INIT_CAST = re.compile(r'(\b(?:INIT|PREPARE)_\w*WORK\w*\(\s*[^,;]+,\s*)\(\s*void\s*\*\s*\)')


def init_cast(text):
    return INIT_CAST.sub(r'\1(work_func_t)', text)


NORMAL = {'typeof': container_type, 'self': self_ref, 'pending': pending_spelling,
          'const': const_param, 'cast': init_cast, 'fptr': handler_ptr}


def api_use(tokens, i):
    """tokens[i] is a use of the work API: a name of it spoken as a type,
    a call, a member or a macro, not a variable that happens to be named
    like it (cfag12864b.c: a prototype's parameter delayed_work)."""
    t = tokens[i]
    if not API.search(t):
        return False
    prev = tokens[i - 1] if i else ''
    member = prev == '.' or tokens[max(i - 2, 0):i] == ['-', '>']    # TOKEN splits ->
    return (prev in ('struct', 'union') or member or tokens[i + 1:i + 2] == ['(']
            or t.isupper())


def only_names(old, new):
    """Token lists that differ in identifiers only, none of them a use of
    the work API."""
    return len(old) == len(new) and all(
        IDENT.match(a) and IDENT.match(b) and not api_use(old, i) and not api_use(new, i)
        for i, (a, b) in enumerate(zip(old, new)) if a != b)


DELAYED_CALL = r'(delayed_work[a-z_]*|DELAYED_WORK|DEFERRABLE_WORK)\('


@functools.lru_cache(maxsize=None)
def delayed_users(repo):
    """Item name -> the files of upstream that hand an item of that name to
    the delayed API (schedule_delayed_work(&x->name, ...)): one grep of
    the tree, since tree-wide a thousand differing files ask."""
    out = subprocess.run(['git', '-C', repo, 'grep', '-nE', DELAYED_CALL, 'upstream',
                          '--', '*.c', '*.h'], capture_output=True, text=True).stdout
    users = {}
    for line in out.splitlines():
        parts = line.split(':', 3)
        if len(parts) < 4:
            continue
        m = re.search(DELAYED_CALL, parts[3])
        for name in re.findall(r'(?:\.|->|&)(\w+)', parts[3][m.end():]):
            users.setdefault(name, set()).add(parts[1])
    return users


def outside_users(repo, names, candidates):
    """Files of upstream outside the scope that hand one of the items
    names to the delayed API."""
    if not names or candidates is None:
        return []
    users = delayed_users(repo)
    files = set().union(*(users.get(n, set()) for n in names))
    return sorted(files - candidates)


# What an item delayed on one side and plain on the other changes in the
# text: the type, the initialiser, the API call, the step into .work.
DELAYED_SPELLINGS = [
    (re.compile(r'\bstruct\s+delayed_work\b'), 'struct work_struct'),
    (re.compile(r'\b(INIT|PREPARE|DECLARE)_(?:DELAYED|DEFERRABLE)_WORK'), r'\1_WORK'),
    (re.compile(r'\b__DELAYED_WORK_INITIALIZER\b'), '__WORK_INITIALIZER'),
    (re.compile(r'\b(queue|schedule|cancel|flush|mod)_delayed_work'), r'\1_work'),
    (re.compile(r'\bdelayed_work_pending\b'), 'work_pending'),
    (re.compile(r'\.work\b'), ''),
]


def plain_spelling(text):
    for regex, repl in DELAYED_SPELLINGS:
        text = regex.sub(repl, text)
    return text


# struct delayed_work *dw = to_delayed_work(work); then container_of(dw,
# T, f) (disk-events.c, hifn_795x.c): the same as a plain dw = work and
# container_of(dw, T, f.work).
# (Or struct delayed_work *dw; ... dw = to_delayed_work(work);: anx7625.c.)
WRAPPED_LOCAL = re.compile(r'\b(\w+)\s*=\s*to_delayed_work\(\s*(\w+)\s*\)\s*;')


# to_delayed_work(w) spelt out (mobiveil pcie-layerscape-gen4.c, lm90.c;
# host1x fence.c).
DELAYED_OF = re.compile(r'\bcontainer_of\(\s*(\w+)\s*,\s*struct\s+delayed_work\s*,\s*work\s*\)'
                        r'|\(\s*struct\s+delayed_work\s*\*\s*\)\s*(\w+)\b')


# A handler's first line struct work_struct *dw = work; (as the wrapper
# through a local reads once spelt plain), which the legacy form may fold
# into the parameter: void f(struct work_struct *dw) (xillybus, lm90,
# prestera, mlx5 cmd.c); folded on both sides.
FOLDED_FIRST = re.compile(r'(\(\s*struct\s+work_struct\s*\*\s*)(\w+)(\s*\)\s*\n\{\n)'
                          r'\s*struct\s+work_struct\s*\*\s*(\w+)\s*=\s*\2\s*;\n')
# The type argument of a container_of(): a name or typeof(*x).
CTYPE = r'(?:typeof\(\s*\*\s*\w+\s*\)|[^,()]+?)'


def wrapper_spelling(text):
    """container_of(to_delayed_work(A), T, f) as container_of(A, T, f.work),
    and the same through a local, which may be the handler's parameter."""
    # (Inside a macro too: si476x-core.h SI476X_WORK_TO_CORE(w), its
    # lines continued.)
    text = re.sub(r'[ \t]*\\\n', '\n', text)
    text = DELAYED_OF.sub(lambda m: 'to_delayed_work(%s)' % (m.group(1) or m.group(2)), text)
    for local, work in set(WRAPPED_LOCAL.findall(text)):
        text = re.sub(r'(\bcontainer_of\(\s*%s\s*,\s*%s\s*,\s*[\w.]+?)(\s*\))' % (local, CTYPE),
                      r'\1.work\2', text)
        text = re.sub(r'\bstruct\s+delayed_work\s*\*\s*%s\b' % local,
                      'struct work_struct *%s' % local, text)
    text = WRAPPED_LOCAL.sub(r'\1 = \2;', text)
    text = FOLDED_FIRST.sub(r'\1\4\3', text)
    return WRAPPED_OF.sub(r'\1(\2, \3, \4.work)', text)


# The wrapper through a local spans lines a range of its own may not hold
# together: tried on the whole file too, as the spellings above.
NORMAL['wrapper'] = wrapper_spelling


def hunks(old_text, new_text):
    """The differing line ranges of two texts, as (removed, added) text."""
    a, b = old_text.splitlines(), new_text.splitlines()
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    return [('\n'.join(a[i1:i2]), '\n'.join(b[j1:j2]))
            for op, i1, i2, j1, j2 in sm.get_opcodes() if op != 'equal']


def same_tokens(a, b):
    """'' when a and b are the same tokens, 'names' when they differ in
    identifiers only, None otherwise."""
    a, b = TOKEN.findall(a), TOKEN.findall(b)
    if a == b:
        return ''
    return 'names' if only_names(a, b) else None


# The item an initialiser of a delayed item names: INIT_DELAYED_WORK(&x->f, ...).
INIT_DELAYED_ITEM = re.compile(r'(?:INIT|PREPARE)_(?:DELAYED|DEFERRABLE)_WORK\w*\(\s*&?[\w.>-]*?(\w+)\s*,')


def delayed_here(text):
    """The items a text treats as delayed: declared so, initialised so, or
    stepped into (x.f.work)."""
    return set(re.findall(r'(\w+)\.work\b', text) +
               re.findall(r'struct\s+delayed_work\s+(\w+)', text) +
               INIT_DELAYED_ITEM.findall(text))


def hunk_causes(rem, add, new_text=''):
    """The causes that explain one differing range, or ['other'].  An item
    written without .work here that new_text treats as delayed elsewhere is
    no delayed/plain difference but a missing .work (kobject.c)."""
    same = same_tokens(rem, add)
    if same is not None:
        return [same or 'layout']
    if WRAPPER.search(rem) and not WRAPPER.search(add):
        same = same_tokens(wrapper_spelling(rem), add)
        if same is not None:
            return ['wrapper'] + ([same] if same else [])
    if QUEUE_WORK.search(rem) and QUEUE0.search(add):
        return ['queue0']
    # (A range that names the delayed API, or steps into .work on one side.)
    if DELAYED.search(rem) or DELAYED.search(add) or ('.work' in rem) != ('.work' in add):
        same = same_tokens(plain_spelling(rem), plain_spelling(add))
        dropped = set(re.findall(r'(\w+)\.work\b', rem)) - set(re.findall(r'(\w+)\.work\b', add))
        if same is not None and not dropped & delayed_here(new_text):
            return ['delayed'] + ([same] if same else [])
    return ['other']


def text_causes(repo, path, candidates=None):
    """Which TEXT_CAUSES explain the difference of one file, and the files
    outside the scope that explain a "scope" cause.  After the spellings
    that hold for the whole file (typeof, self, pending, const, cast:
    normalised on both sides), every differing range must be explained
    by a cause of its own; one that is not makes the file "other"."""
    old_text, new_text = (git(repo, 'show', f'{b}:{path}') for b in ('upstream', 'converted'))
    old, new = TOKEN.findall(old_text), TOKEN.findall(new_text)
    if old == new:
        return ['layout'], []
    if only_names(old, new):
        return ['names'], []
    # Spellings the legacy form keeps no trace of, each kept when it
    # explains something (hns_roce_hw_v2.c: from_work() and a renamed
    # parameter).
    causes = ['core'] if path in CORE else []
    a, b = old_text, new_text
    explained = [(rem, add, hunk_causes(rem, add, b)) for rem, add in hunks(a, b)]
    # The wrapper first, and taken when it explains as much as the ranges
    # do one by one (hunk_causes knows it too): the spellings after it then
    # see one container_of() on both sides (wfx sta.c: &wvif->f written
    # to_delayed_work(work) is "self" only once container_of(
    # to_delayed_work(work), T, f) reads container_of(work, T, f.work)).
    def score(e):
        return (sum('other' in c for _, _, c in e), len(e))

    for kind in ('wrapper', 'typeof', 'self', 'pending', 'const', 'cast', 'fptr'):
        a2, b2 = NORMAL[kind](a), NORMAL[kind](b)
        if (a2, b2) == (a, b):
            continue
        e2 = [(rem, add, hunk_causes(rem, add, b2)) for rem, add in hunks(a2, b2)]
        if score(e2) < score(explained) or (kind == 'wrapper' and score(e2) <= score(explained)
                                            and any('wrapper' in c for _, _, c in explained)):
            causes.append(kind)
            a, b, explained = a2, b2, e2
    found = []
    rem_all = []
    for rem, _, hunk in explained:
        for c in hunk:
            if c not in found:
                found.append(c)
        rem_all.append(rem)
    if 'core' in causes:
        found = [c for c in found if c != 'other']
    outside = []
    if 'delayed' in found:
        rem = '\n'.join(rem_all)
        names = set(re.findall(r'struct\s+delayed_work\s+(\w+)', rem) +
                    re.findall(r'DECLARE_(?:DELAYED|DEFERRABLE)_WORK\((\w+)', rem) +
                    INIT_DELAYED_ITEM.findall(rem))
        outside = outside_users(repo, names, candidates)
        if outside:
            found[found.index('delayed')] = 'scope'
    # The spellings first, then what the ranges show; layout goes without
    # saying next to anything else.
    order = causes + [c for c in TEXT_CAUSES if c in found and c not in causes]
    if len(order) > 1 and 'layout' in order:
        order.remove('layout')
    return order or ['other'], outside


def sources_of(obj_top, rel):
    """The .c and .h files (tree-relative) an object was built from, read
    from its .cmd file."""
    cmd = os.path.join(obj_top, os.path.dirname(rel), '.' + os.path.basename(rel) + '.cmd')
    if not os.path.exists(cmd):
        return set()
    with open(cmd, errors='replace') as f:
        words = f.read().replace('\\', ' ').split()
    found = set()
    for w in words:
        m = re.match(r'^(?:.*/src/[^/]+/|\$\(srctree\)/)?([\w/.+-]+\.[ch])$', w)
        if m and not m.group(1).startswith(('/', '.')):
            found.add(os.path.normpath(m.group(1)))
    return found


def object_cause(units, text_deps):
    if not text_deps:
        return 'unexplained'
    if units and all(u == 'Contents of section __bug_table' for u in units):
        return 'lines'
    return 'code'


def left_files(state):
    """Files a forward patch pass failed on or reported a site of
    (file:line: forward-000N: ...), from its logs in state."""
    left = set()
    for log in glob.glob(os.path.join(state, 'forward-[0-9]*.jsonl')):
        with open(log) as f:
            for line in f:
                r = json.loads(line)
                if r.get('status') in ('failed', 'timeout') or any(
                        re.match(SITE, l) and ': forward-' in l
                        for l in r.get('lines', [])):
                    left.add(r['file'])
    return left


def main(repo, work, scope, out):
    text = {}
    for line in git(repo, 'diff', '--numstat', 'upstream', 'converted').splitlines():
        add, rem, path = line.split('\t')
        text[path] = {'added': int(add), 'removed': int(rem)}
    files = os.path.join(work, 'forward', scope, 'files')
    candidates = None
    if os.path.exists(files):
        with open(files) as f:
            in_scope = {l.strip() for l in f if l.strip()}
        candidates = len(in_scope)
    objs = {}
    up, conv = (os.path.join(work, 'obj', b) for b in ('upstream', 'converted'))
    if os.path.isdir(up) and os.path.isdir(conv):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, 'src'), 'w') as f:
                f.write('\n'.join(text) + '\n')
            objcmp.main([up, conv, os.path.join(d, 'o.json'),
                         '--sources', os.path.join(d, 'src')])
            with open(os.path.join(d, 'o.json')) as f:
                objs = json.load(f)
    left = left_files(os.path.join(work, 'forward', scope))
    for path, t in text.items():
        o = path[:-2] + '.o' if path.endswith('.c') else None
        t['object'] = objs.get('objects', {}).get(o, 'not built') if o and objs \
            else ('header' if path.endswith('.h') else 'not compared')
        t['causes'], outside = text_causes(repo, path, in_scope if candidates else None)
        if path in left and 'other' in t['causes']:
            t['causes'] = [c if c != 'other' else 'left' for c in t['causes']]
        if outside:
            t['outside'] = outside
    differs = {}
    for o, v in sorted(objs.get('objects', {}).items()):
        if v not in ('different', 'missing'):
            continue
        units = objs.get('units', {}).get(o, [])
        deps = sorted(set(text) & sources_of(up, o))
        differs[o] = {'verdict': v, 'units': units, 'text_differs': deps,
                      'cause': 'missing' if v == 'missing' else object_cause(units, deps)}
    result = {
        'scope': scope,
        'date': time.strftime('%Y-%m-%d', time.gmtime()),
        'machine': {'cores': os.cpu_count(), 'cpu': cpu_model()},
        # As run_report.py: a run other than make oracle says so.
        'command': os.environ.get('REPORT_COMMAND') or f'make oracle SCOPE={scope}',
        'note': os.environ.get('REPORT_NOTE', ''),
        'upstream': git(repo, 'rev-parse', '--short', 'upstream').strip(),
        'converted': git(repo, 'rev-parse', '--short', 'converted').strip(),
        'candidate_files': candidates,
        'text_differs': len(text),
        'lines_added': sum(t['added'] for t in text.values()),
        'lines_removed': sum(t['removed'] for t in text.values()),
        'objects': {k: objs.get(k) for k in ('identical', 'same-code',
                                              'different', 'missing')},
        'object_differs': sorted(differs),
        'object_causes': differs,
        'text_cause_names': TEXT_CAUSES,
        'object_cause_names': OBJECT_CAUSES,
        'files': text,
    }
    with open(out + '.json', 'w') as f:
        json.dump(result, f, indent=1, sort_keys=True)
    with open(out + '.md', 'w') as f:
        f.write(f'# Round-trip oracle, SCOPE={scope}\n\n'
                f'`{result["command"]}` on {result["date"]}, {os.cpu_count()} '
                f'cores ({cpu_model()}): upstream {result["upstream"]} against '
                f'converted {result["converted"]}; per-file details in '
                f'{os.path.basename(out)}.json.\n\n')
        if result['note']:
            f.write(result['note'] + '\n\n')
        f.write('| measure | value |\n|---|---|\n')
        f.write(f'| candidate files | {candidates} |\n')
        f.write(f'| files whose text differs | {len(text)} '
                f'(+{result["lines_added"]}/-{result["lines_removed"]} lines) |\n')
        if objs:
            f.write(f'| boot-config objects identical | {objs["identical"]} |\n'
                    f'| same code (bytes differ, disassembly and data do not) '
                    f'| {objs["same-code"]} |\n'
                    f'| different code | {objs["different"]} |\n'
                    f'| missing in converted | {objs["missing"]} |\n')
        else:
            f.write('| objects | not compared: build upstream and converted first |\n')
        f.write('\n## Objects whose code differs\n\n')
        for name, why in OBJECT_CAUSES.items():
            n = sum(1 for d in differs.values() if d['cause'] == name)
            f.write(f'- {name} ({n}): {why}\n')
        if differs:
            f.write('\n| object | cause | differs in | text differences it is built from |\n'
                    '|---|---|---|---|\n')
        for o, d in differs.items():
            shown = ', '.join(d['units'][:4]) + (f" (+{len(d['units']) - 4})"
                                                 if len(d['units']) > 4 else '')
            f.write(f"| `{o}` | {d['cause']} | {shown} | "
                    f"{', '.join(f'`{p}`' for p in d['text_differs'])} |\n")
        if not differs:
            f.write('\nNone.\n' if objs else '\nNot compared.\n')
        f.write('\n## Files whose text differs\n\n')
        for name, why in TEXT_CAUSES.items():
            n = sum(1 for t in text.values() if name in t['causes'])
            f.write(f'- {name} ({n} files): {why}\n')
        f.write('\n| file | + | - | object | causes |\n|---|---|---|---|---|\n')
        for path, t in sorted(text.items()):
            out = t.get('outside', [])
            f.write(f"| `{path}` | {t['added']} | {t['removed']} | {t['object']} "
                    f"| {', '.join(t['causes'])}"
                    + (f" (outside: {', '.join(f'`{o}`' for o in out[:3])}"
                       f"{f' and {len(out) - 3} more' if len(out) > 3 else ''})" if out else '')
                    + ' |\n')
    print(f'oracle: {len(text)} files differ in text; objects: '
          + (', '.join(f'{objs[k]} {k}' for k in ('identical', 'same-code', 'different', 'missing'))
             if objs else 'not compared'))
    # The differences are the measurement; what makes the oracle fail is
    # what stops it from measuring: no builds, or objects converted lacks.
    if not objs:
        print(f'oracle: build {up} and {conv} first (make kernel)', file=sys.stderr)
        return 1
    if objs['missing']:
        print(f'oracle: {objs["missing"]} objects of upstream are missing in converted',
              file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:5]))
