# SPDX-License-Identifier: GPL-2.0
"""Which candidate files forward 0001's patch pass can change, from the
table its collect pass found (WQR_DELAYED), so that spatch is not started
on the others.

  delayed_files.py TABLE TREE < FILES > SUBSET
  delayed_files.py --resolve TABLE OUT
  delayed_files.py --unknown TABLE

The second form writes TABLE to OUT with the evidence the collect pass
could only record through a member (resolve()) made typed evidence; the
third prints the structs whose members those walks lack (unknown_structs()).

Every change 0001 makes is at a site that names a delayed item or the
delayed API:
- a delayed API call (delayed_work, DELAYED_WORK, DEFERRABLE_WORK in its
  name); the untyped uses 0001 reports are such calls too;
- a delayed global that is not static where it was found, or a function
  with a delayed parameter: its name;
- a delayed field f of struct T: the file names f, and T as spoken in C
  (struct T, union T, T * for a typedef of the same name, or } T; where
  a typedef names a struct without a tag), or T alone
  when T is no struct tag of the tree (a typedef name), since spatch can
  only type a container whose type the file names;
- a delayed field f of an anonymous struct (spatch names its type by
  its members, blanks squeezed out: {work_structwork;intframe;}): f, and
  those members in the file, blanks and struct/union squeezed out (spatch
  types such a field only where the struct is written out);
- a delayed field f of the anonymous struct of member a of struct T
  (T@a): f and T;
- a delayed field f reached through a member (X->a.f of a struct T *X,
  g.f of a global g, resolve()): f, and T (or g);
- a field known by name only, when one struct of the tree alone has a
  work item of that name (name_delayed() of the script): its name.  A name
  many structs share (work, reset_work) converts nothing in the patch
  pass, which reports its uses instead.
A file that has none of these is left out; this errs on the side of
running spatch (a word in a comment keeps a file in).
"""
import json
import os
import re
import sys

API = re.compile(r'delayed_work|DELAYED_WORK|DEFERRABLE_WORK')
WORD = re.compile(r'[A-Za-z_]\w*')
TAG = re.compile(r'\b(?:struct|union)\s+([A-Za-z_]\w*)'
                 r'|\b([A-Za-z_]\w*)[ \t]*\*+[ \t]*[A-Za-z_(]'
                 r'|\}\s*([A-Za-z_]\w*)\s*;')


SQUEEZE = re.compile(r'\b(?:struct|union)\b|\s+')


def members(anon):
    """{work_structwork;intframe;} -> {'work_structwork;', 'intframe;'}:
    the members spatch wrote plainly (not a #define, not an array)."""
    return frozenset(m + ';' for m in anon.strip('{}').split(';')
                     if m.isidentifier())


def words_of(table):
    """The words any one of which puts a file in, the (T, f) pairs both of
    which do (T the members of an anonymous struct), and the struct tags
    (T that must be spoken as a type)."""
    decls = {}
    for k in table.get('decls', []):
        s, _, f = k.rpartition('.')
        decls.setdefault(f, set()).add(s)
    tags = {k.rpartition('.')[0] for k in
            table.get('decls', []) + table.get('newdecls', [])}
    single, pairs = set(), set()
    single.update(f for f in table.get('names', [])
                  if len(decls.get(f, ())) <= 1)
    # A static global counts only in its own file, whose delayed API call
    # made it one (delayed_global() of the script).
    statics = set(table.get('statics', []))
    single.update(g.rpartition(':')[2] for g in table.get('globals', [])
                  if g not in statics)
    single.update(p.partition(':')[0] for p in table.get('params', []))
    for key in ('typeds', 'ttypeds', 'ptypeds', 'newdecls'):
        for k in table.get(key, []):
            s, _, f = k.rpartition('.')
            anon = members(s)
            if s.isidentifier():
                pairs.add((s, f))
            elif s.partition('@')[0].isidentifier():
                # s@a, the anonymous struct of member a of struct s
                pairs.add((s.partition('@')[0], f))
            elif anon:
                pairs.add((anon, f))
            else:
                single.add(f)
    # Through a member (resolve()): the file names the outer struct T of
    # X->a.f, or the global g of g.f, and f.
    pairs.update((outer, f) for outer, f, _ in through_members(table)
                 if outer.isidentifier())
    return single, pairs, tags


def wanted(text, single, pairs, tags=frozenset()):
    if API.search(text):
        return True
    words = set(WORD.findall(text))
    if words & single:
        return True
    typed = squeezed = None
    for s, f in pairs:
        if f not in words:
            continue
        if isinstance(s, frozenset):
            if squeezed is None:
                squeezed = SQUEEZE.sub('', text)
            if all(m in squeezed for m in s):
                return True
        elif s not in words:
            continue
        elif s not in tags:
            return True
        else:
            if typed is None:
                typed = {a or b or c for a, b, c in TAG.findall(text)}
            if s in typed:
                return True
    return False


def member_types(table):
    """The type of each member "T.a" of the table, and the members two
    files give different types (no evidence goes through those).  A
    typedef name of a tagged struct (tdefs "T=s": qla2xxx scsi_qla_host_t)
    has the members of its struct."""
    types, two = {}, set()
    tags = {}
    for d in table.get('tdefs', []):
        t, _, s = d.partition('=')
        tags.setdefault(s, []).append(t)
    for m in table.get('members', []):
        k, _, x = m.partition('=')
        s, _, a = k.partition('.')
        for key in [k] + ['%s.%s' % (t, a) for t in tags.get(s, []) if s]:
            if types.setdefault(key, x) != x:
                two.add(key)
    return types, two


def through_members(table):
    """Evidence through a member whose struct only another file declares:
    X->a.f of a struct T *X (mtypeds "T.a.f", "T.a.b.f" two members
    down, X->a->f for a pointer member a) and g.f of a global g
    declared extern in a header (gtypeds "g.f"), with the table of every
    file's members ("T.a=x", ".g=x"): (T or g, f, x) for each that a
    member of one type resolves.  A member two files give different types
    is no evidence (as when the script reads the table)."""
    types, two = member_types(table)

    def walk(x, path):
        for a in path:
            k = '%s.%s' % (x, a)
            if k not in types or k in two:
                return None
            x = types[k]
        return x
    # T.a.f and T.a.b.f walk from T; g.f from the global, whose key is .g
    for key, start in (('mtypeds', 1), ('gtypeds', 0)):
        for e in table.get(key, []):
            outer, *path, f = e.split('.')
            x = walk(outer, path) if start else walk('', [outer])
            if x:
                yield outer, f, x


def unknown_structs(table):
    """The structs whose members a walk of through_members() needed and
    the table lacks (liquidio: &lio->link_status_wq.wk.work, struct lio
    declared in a header without the work API, which the collect pass
    did not read): the structs of the files that forward.sh gives the
    collect pass next."""
    types, two = member_types(table)
    wanted = set()
    for e in table.get('mtypeds', []):
        x, *path, _ = e.split('.')
        for a in path:
            k = '%s.%s' % (x, a)
            if k in two:
                break
            if k not in types:
                if x.isidentifier():
                    wanted.add(x)
                break
            x = types[k]
    return sorted(wanted)


def resolve(table):
    """The table with the evidence through members (through_members()) as
    typed evidence of f in the struct x."""
    typeds = set(table.get('typeds', []))
    typeds.update('%s.%s' % (x, f) for _, f, x in through_members(table))
    return dict(table, typeds=sorted(typeds))


def main(table_path, tree):
    with open(table_path) as f:
        single, pairs, tags = words_of(json.load(f))
    for rel in sys.stdin.read().split():
        with open(os.path.join(tree, rel), errors='replace') as f:
            if wanted(f.read(), single, pairs, tags):
                print(rel)


if __name__ == '__main__':
    if sys.argv[1] == '--unknown':
        with open(sys.argv[2]) as f:
            print('\n'.join(unknown_structs(json.load(f))))
    elif sys.argv[1] == '--resolve':
        with open(sys.argv[2]) as f:
            resolved = resolve(json.load(f))
        with open(sys.argv[3], 'w') as f:
            json.dump(resolved, f, indent=1, sort_keys=True)
    else:
        main(*sys.argv[1:3])
