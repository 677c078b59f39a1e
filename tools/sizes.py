#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Work item sizes of a vmlinux built with debug info (make sizes).

  sizes.py OUT.json OUT.md NAME=VMLINUX...

For each vmlinux:
  - sizeof(struct work_struct) and sizeof(struct delayed_work), from pahole,
    with the member list, and the bytes the lockdep maps add to them;
  - struct types: every struct pahole prints (one per name) whose own
    members are work items, and the bytes of those members, summed once per
    type (how many objects exist at run time is not in the image);
  - globals: every variable with static storage (file scope, static locals,
    per-CPU variables, counted once) whose type holds work items, directly
    or inside structs, unions and arrays, from the DWARF that readelf dumps.
A work item is a struct work_struct or a struct delayed_work (the latter
counted whole: its timer is part of the item).
"""

import json
import os
import re
import subprocess
import sys
import time

ITEMS = ('work_struct', 'delayed_work')


def run(*cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True,
                          errors='replace').stdout


# ---- pahole: the layouts ---------------------------------------------------

MEMBER = re.compile(r'^\t(?P<type>(?:const |volatile )*(?:struct|union) \w+|[\w ]+?)'
                    r'\s+\**\s*(?P<name>\w+)(?P<dims>(?:\[\d*\])*)(?::\d+)?;'
                    r'\s*/\*\s*(?P<off>\d+)\s+(?P<size>\d+)\s*\*/')
# A function pointer member: "void (*func)(void *); /* 24 8 */".
FUNCPTR = re.compile(r'^\t(?P<type>[\w ]+?)\s*\(\*(?P<name>\w+)(?P<dims>)\)\(.*\);'
                     r'\s*/\*\s*(?P<off>\d+)\s+(?P<size>\d+)\s*\*/')


def member(line):
    return MEMBER.match(line) or FUNCPTR.match(line)


def layout(vmlinux, name):
    """(size, [(member, type, size)]) of struct name, or None."""
    out = run('pahole', '-C', name, vmlinux)
    m = re.search(r'/\* size: (\d+),', out)
    if not m:
        return None
    members = [(mm['name'], mm['type'].strip(), int(mm['size']))
               for mm in map(member, out.splitlines()) if mm]
    return int(m.group(1)), members


def lockdep_bytes(vmlinux, name):
    """Bytes of the lockdep maps inside struct name, nested ones included:
    pahole -E opens each struct member with "struct T {" and closes it with
    "} member; /* offset size */"."""
    out = run('pahole', '-E', '-C', name, vmlinux)
    stack, total = [], 0
    for line in out.splitlines()[1:]:
        m = re.match(r'^\t+(?:/\*.*?\*/ )?(?:struct|union) (\w+)? ?\{', line)
        if m:
            stack.append(m.group(1))
            continue
        m = re.match(r'^\t+\}\s*\w+(?:\[\d*\])*;\s*/\*\s*\d+\s+(\d+)\s*\*/', line)
        if m and stack:
            if stack.pop() == 'lockdep_map':
                total += int(m.group(1))
    return total


def embedding_structs(vmlinux):
    """{struct: [(member, item type, bytes)]} for work items declared
    directly in a struct type."""
    out = run('pahole', vmlinux)
    found, cur = {}, None
    for line in out.splitlines():
        m = re.match(r'^(?:struct|union) (\w+) \{', line)
        if m:
            # A delayed_work holds a work_struct: it is an item, not a user.
            cur = None if m.group(1) in ITEMS else m.group(1)
            continue
        m = MEMBER.match(line)
        if cur and m and m['type'] in ('struct %s' % i for i in ITEMS) \
                and '*' not in line.split(m['name'])[0]:
            found.setdefault(cur, []).append(
                (m['name'] + m['dims'], m['type'], int(m['size'])))
    return found


# ---- readelf: the globals -------------------------------------------------

DIE = re.compile(r'^\s*<(\d+)><([0-9a-f]+)>: Abbrev Number: \d+ \((DW_TAG_\w+)\)')
ATTR = re.compile(r'^\s*<[0-9a-f]+>\s+(DW_AT_\w+)\s*:\s*(.*)$')
KEEP = {'DW_TAG_variable', 'DW_TAG_structure_type', 'DW_TAG_union_type',
        'DW_TAG_member', 'DW_TAG_typedef', 'DW_TAG_array_type',
        'DW_TAG_subrange_type', 'DW_TAG_const_type', 'DW_TAG_volatile_type'}


def ref(v):
    m = re.search(r'<0x([0-9a-f]+)>', v or '')
    return int(m.group(1), 16) if m else None


def num(v):
    """A constant attribute ("16", "(data1) 15", "0x10"); None for others."""
    try:
        return int(v.split()[-1], 0)
    except (ValueError, IndexError, AttributeError):
        return None


def name_of(v):
    """"(indirect string, offset: 0x1b2): foo" or "(string) foo" -> foo."""
    return re.sub(r'^(?:\([^)]*\):?\s*)+', '', v).strip() if v else None


def dies(vmlinux):
    """Offset -> [tag, attrs, children offsets] for the tags in KEEP."""
    p = subprocess.Popen(['readelf', '--debug-dump=info', '--wide', vmlinux],
                         stdout=subprocess.PIPE, text=True, errors='replace')
    table, stack, cur = {}, [], None
    for line in p.stdout:
        m = DIE.match(line)
        if m:
            depth, off, tag = int(m.group(1)), int(m.group(2), 16), m.group(3)
            del stack[depth:]
            parent = stack[-1] if stack else None
            stack.append(off)
            if tag in KEEP:
                cur = table[off] = [tag, {}, [], depth]
                if parent in table:
                    table[parent][2].append(off)
            else:
                cur = None
            continue
        if cur is not None:
            a = ATTR.match(line)
            if a:
                cur[1][a.group(1)] = a.group(2)
    if p.wait():
        raise SystemExit('sizes: readelf failed on %s' % vmlinux)
    return table


class Types:
    """Work item bytes held by a DWARF type, through structs and arrays."""

    def __init__(self, table):
        self.t = table
        self.memo = {}

    def item(self, off):
        """The work item type name when off is one, else None."""
        d = self.t.get(off)
        while d and d[0] in ('DW_TAG_typedef', 'DW_TAG_const_type',
                             'DW_TAG_volatile_type'):
            d = self.t.get(ref(d[1].get('DW_AT_type')))
        if d and d[0] == 'DW_TAG_structure_type':
            n = name_of(d[1].get('DW_AT_name'))
            if n in ITEMS and 'DW_AT_declaration' not in d[1]:
                return n
        return None

    def size(self, off):
        d = self.t.get(off)
        while d and 'DW_AT_byte_size' not in d[1] and d[0] != 'DW_TAG_array_type':
            d = self.t.get(ref(d[1].get('DW_AT_type')))
        if not d:
            return 0
        if d[0] == 'DW_TAG_array_type':
            return self.count(d) * self.size(ref(d[1].get('DW_AT_type')))
        return num(d[1]['DW_AT_byte_size']) or 0

    def count(self, d):
        n = 1
        for c in d[2]:
            a = self.t[c][1]
            if num(a.get('DW_AT_count')) is not None:
                n *= num(a['DW_AT_count'])
            elif num(a.get('DW_AT_upper_bound')) is not None:
                n *= num(a['DW_AT_upper_bound']) + 1
            else:
                return 0                # flexible or variable: no storage here
        return n

    def work(self, off):
        """Bytes of work items inside an object of type off."""
        if off in self.memo:
            return self.memo[off]
        self.memo[off] = 0              # recursion guard
        d = self.t.get(off)
        res = 0
        if d is None:
            pass
        elif self.item(off):
            res = self.size(off)
        elif d[0] in ('DW_TAG_typedef', 'DW_TAG_const_type',
                      'DW_TAG_volatile_type'):
            res = self.work(ref(d[1].get('DW_AT_type')))
        elif d[0] == 'DW_TAG_array_type':
            res = self.count(d) * self.work(ref(d[1].get('DW_AT_type')))
        elif d[0] in ('DW_TAG_structure_type', 'DW_TAG_union_type'):
            parts = [self.work(ref(self.t[c][1].get('DW_AT_type')))
                     for c in d[2] if self.t[c][0] == 'DW_TAG_member']
            # A union holds one of its members at a time.
            res = max(parts, default=0) if d[0] == 'DW_TAG_union_type' \
                else sum(parts)
        self.memo[off] = res
        return res


def globals_with_work(table):
    types = Types(table)
    seen, found = set(), []
    for off, (tag, a, _, _) in table.items():
        if tag != 'DW_TAG_variable' or 'DW_OP_addr' not in a.get('DW_AT_location', ''):
            continue
        decl = table.get(ref(a.get('DW_AT_specification')) or
                         ref(a.get('DW_AT_abstract_origin')))
        attrs = dict(decl[1], **a) if decl else a
        addr = re.search(r'DW_OP_addr: ([0-9a-f]+)', a['DW_AT_location']).group(1)
        name = name_of(attrs.get('DW_AT_name'))
        if (name, addr) in seen:
            continue
        seen.add((name, addr))
        t = ref(attrs.get('DW_AT_type'))
        w = types.work(t)
        if w:
            found.append({'name': name, 'work_bytes': w, 'size': types.size(t)})
    return sorted(found, key=lambda g: (-g['work_bytes'], g['name'] or ''))


# ---- the report ------------------------------------------------------------

def built_commit(vmlinux):
    """The commit kbuild.sh recorded next to the image, if any."""
    try:
        with open(os.path.join(os.path.dirname(vmlinux), '.wq-built-commit')) as f:
            return f.read().strip()
    except OSError:
        return None


def measure(vmlinux):
    res = {'vmlinux': vmlinux, 'commit': built_commit(vmlinux)}
    for item in ITEMS:
        lay = layout(vmlinux, item)
        if lay:
            res[item] = {'size': lay[0], 'lockdep_bytes': lockdep_bytes(vmlinux, item),
                         'members': [{'name': n, 'type': t, 'size': s}
                                     for n, t, s in lay[1]]}
        else:
            res[item] = None
    structs = embedding_structs(vmlinux)
    res['structs'] = {'types': len(structs),
                      'work_bytes': sum(b for m in structs.values() for _, _, b in m),
                      'members': sum(len(m) for m in structs.values())}
    gl = globals_with_work(dies(vmlinux))
    res['globals'] = {'variables': len(gl),
                      'work_bytes': sum(g['work_bytes'] for g in gl),
                      'largest': gl[:10]}
    return res


def cell(r, item):
    x = r[item]
    if x is None:
        return 'none'
    return '%d (%d without lockdep maps)' % (x['size'], x['size'] - x['lockdep_bytes'])


def markdown(results, stamp):
    names = list(results)
    lines = ['# Work item sizes, boot config with debug info', '',
             'Measured %s by `make sizes` (pahole %s, readelf on vmlinux of '
             'qemu/boot.config + qemu/sizes.config, x86_64).' %
             (stamp, run('pahole', '--version').strip()),
             'Compiler: %s. Commits: %s.' % (
                 run('gcc', '--version').splitlines()[0],
                 ', '.join('%s %s' % (n, (results[n]['commit'] or '?')[:12])
                           for n in names)), '',
             '| | ' + ' | '.join(names) + ' |',
             '|---|' + '---|' * len(names)]
    rows = [('sizeof(struct work_struct)', lambda r: cell(r, 'work_struct')),
            ('sizeof(struct delayed_work)', lambda r: cell(r, 'delayed_work')),
            ('struct types with work items', lambda r: str(r['structs']['types'])),
            ('work item members in them', lambda r: str(r['structs']['members'])),
            ('bytes of those members (once per type)',
             lambda r: str(r['structs']['work_bytes'])),
            ('globals holding work items', lambda r: str(r['globals']['variables'])),
            ('bytes of work items in globals', lambda r: str(r['globals']['work_bytes']))]
    for label, f in rows:
        lines.append('| %s | %s |' % (label, ' | '.join(f(results[n]) for n in names)))
    lines += ['', 'Members of struct work_struct:', '']
    for n in names:
        ws = results[n]['work_struct']
        if ws:
            lines.append('- %s: %s' % (n, ', '.join(
                '%s %d' % (m['name'], m['size']) for m in ws['members'])))
    for n in names:
        ws, dw = results[n]['work_struct'], results[n]['delayed_work']
        if ws and not dw:
            lines += ['', 'The article puts a 2.6.18 work_struct at nearly 100 bytes '
                      'on 64-bit (96: pending, entry, func, data, wq_data and a '
                      '48-byte timer); the equivalent on this kernel, %s without lockdep '
                      'maps, is %d bytes (its timer, the queue pointer and '
                      'the CPU the core needs for delayed items).' %
                      (n, ws['size'] - ws['lockdep_bytes'])]
    lines += ['', 'Struct types count each type once: the image does not say '
              'how many objects are allocated at run time. Globals include '
              'static locals and per-CPU variables (one copy counted). '
              '"Without lockdep maps" subtracts the struct lockdep_map '
              'members (the item\'s own and its timer\'s) that PROVE_LOCKING '
              'adds; padding may differ slightly in a kernel built without '
              'lockdep.', '']
    return '\n'.join(lines)


def main(argv):
    if len(argv) < 4 or any('=' not in a for a in argv[3:]):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    results = {}
    for arg in argv[3:]:
        name, vmlinux = arg.split('=', 1)
        print('sizes: measuring %s (%s)' % (name, vmlinux))
        results[name] = measure(vmlinux)
    stamp = time.strftime('%Y-%m-%d')
    with open(argv[1], 'w') as f:
        json.dump({'date': stamp, 'results': results}, f, indent=1)
        f.write('\n')
    with open(argv[2], 'w') as f:
        f.write(markdown(results, stamp))
    print('sizes: wrote %s and %s' % (argv[1], argv[2]))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
