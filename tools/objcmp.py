# SPDX-License-Identifier: GPL-2.0
"""Compare the object code of two kernel builds, one translation unit at a
time: the oracle for files whose text differs but whose code must not.

  objcmp.py OBJ_A OBJ_B OUT_JSON [--sources LIST]

Every .o of OBJ_A (a kernel build directory, O=) that is built from a .c
(the kernel's own *.o, not built-in.a, vmlinux.o, the .mod.o of modules,
host programs or the boot image)
is compared with the one of OBJ_B: identical bytes, or else the same
disassembly with relocations (objdump -drw) and the same section contents
(objdump -s) once debug information is stripped, the file names in
objdump's headers taken out.  Parameter
and local names never reach the object code of a build without debug
information; a line number does (__LINE__ in WARN_ON, the bug table), so
a change that moves lines shows as different code, as it should.

--sources LIST (the .c files whose text differs, one per line) says which
of them are reported by name; the totals cover all objects.  For each
object whose code differs, "units" names the functions and sections
(Contents of section __bug_table, say) whose dump differs.  Exit status:
0 when every object is the same, 1 otherwise, 2 on bad input.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile


# Not the kernel: host programs (scripts/, tools/objtool), the initramfs,
# and the boot image (arch/x86/boot/), which embeds the kernel's size.
SKIP = ('scripts', 'tools', 'usr', os.path.join('arch', 'x86', 'boot'))


def objects(top):
    """Relative paths of the kernel's .o files built from a source."""
    found = []
    for root, dirs, files in os.walk(top):
        dirs[:] = [d for d in dirs if not d.startswith('.') and
                   os.path.relpath(os.path.join(root, d), top) not in SKIP]
        for f in files:
            if not f.endswith('.o') or f.endswith('.mod.o') or f == 'vmlinux.o':
                continue
            rel = os.path.relpath(os.path.join(root, f), top)
            if os.path.exists(os.path.join(root, '.' + f + '.cmd')):
                found.append(rel)
    return sorted(found)


def dump(path):
    """objdump of the object without debug information (the few objects
    built with -g, arch/x86/boot, name the build directory in it)."""
    with tempfile.TemporaryDirectory() as d:
        bare = os.path.join(d, 'x.o')
        subprocess.run(['objcopy', '--strip-debug', '-R', '.comment', path,
                        bare], check=True)
        out = subprocess.run(['objdump', '-drwz', '-s', bare], check=True,
                             capture_output=True, text=True).stdout
    # The first lines name the file; nothing else does.
    return [l for l in out.splitlines() if not l.startswith(bare)]


UNIT = re.compile(r'^(?:[0-9a-f]+ <(.*)>:|(Contents of section .*):'
                  r'|(Disassembly of section .*):)$')


def units(lines):
    """A dump cut into functions and sections, by name."""
    cut, name = {}, ''
    for line in lines:
        m = UNIT.match(line)
        if m:
            name = m.group(1) or m.group(2) or m.group(3)
        cut.setdefault(name, []).append(line)
    return cut


def same(a, b):
    """The verdict, and for different code the functions and sections
    that differ (what the oracle explains a difference with)."""
    with open(a, 'rb') as fa, open(b, 'rb') as fb:
        if fa.read() == fb.read():
            return 'identical', []
    da, db = dump(a), dump(b)
    if da == db:
        return 'same-code', []
    ua, ub = units(da), units(db)
    return 'different', sorted(k for k in set(ua) | set(ub)
                               if ua.get(k) != ub.get(k))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('obj_a')
    ap.add_argument('obj_b')
    ap.add_argument('out')
    ap.add_argument('--sources', help='the .c files whose text differs')
    args = ap.parse_args(argv)
    for d in (args.obj_a, args.obj_b):
        if not os.path.isdir(d):
            print(f'objcmp: {d}: no such build directory', file=sys.stderr)
            return 2
    named = set()
    if args.sources:
        with open(args.sources) as f:
            named = {l.strip()[:-2] + '.o' for l in f if l.strip().endswith('.c')}
    result = {'identical': 0, 'same-code': 0, 'different': 0,
              'missing': 0, 'objects': {}, 'units': {}}
    for rel in objects(args.obj_a):
        other = os.path.join(args.obj_b, rel)
        if not os.path.exists(other):
            verdict, diff = 'missing', []
        else:
            verdict, diff = same(os.path.join(args.obj_a, rel), other)
        result[verdict] += 1
        if rel in named or verdict != 'identical':
            result['objects'][rel] = verdict
        if diff:
            result['units'][rel] = diff
    # A changed source that was not built at all is not checked: say so.
    result['not_built'] = sorted(n for n in named
                                 if not os.path.exists(os.path.join(args.obj_a, n)))
    with open(args.out, 'w') as f:
        json.dump(result, f, indent=1, sort_keys=True)
    print(f"objcmp: {result['identical']} identical, {result['same-code']} "
          f"same code, {result['different']} different, {result['missing']} "
          f"missing in {args.obj_b}")
    for rel, v in sorted(result['objects'].items()):
        if v in ('different', 'missing'):
            print(f'objcmp: {v}: {rel}')
    return 0 if result['different'] == result['missing'] == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
