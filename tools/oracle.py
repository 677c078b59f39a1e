# SPDX-License-Identifier: GPL-2.0
"""The round-trip oracle: how close converted comes back to upstream.

  oracle.py REPO WORK SCOPE OUT_PREFIX

Text: git diff upstream converted, per file (lines added and removed).
Object code: every object of the boot config built from upstream
(WORK/obj/upstream) and from converted (WORK/obj/converted), compared by
objcmp.py; a .c file whose text differs is then "same code" or not.
Writes OUT_PREFIX.json and OUT_PREFIX.md.  Exit 1 when the objects could
not be compared or converted lacks some that upstream has; differences in
text or code are the measurement, not a failure.  The forward run's candidate
list (WORK/forward/SCOPE/files) gives the denominator.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import objcmp  # noqa: E402
from run_report import cpu_model  # noqa: E402


def git(repo, *args):
    return subprocess.run(['git', '-C', repo] + list(args), check=True,
                          capture_output=True, text=True).stdout


def main(repo, work, scope, out):
    text = {}
    for line in git(repo, 'diff', '--numstat', 'upstream', 'converted').splitlines():
        add, rem, path = line.split('\t')
        text[path] = {'added': int(add), 'removed': int(rem)}
    files = os.path.join(work, 'forward', scope, 'files')
    candidates = None
    if os.path.exists(files):
        with open(files) as f:
            candidates = sum(1 for l in f if l.strip())
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
    for path, t in text.items():
        o = path[:-2] + '.o' if path.endswith('.c') else None
        t['object'] = objs.get('objects', {}).get(o, 'not built') if o and objs \
            else ('header' if path.endswith('.h') else 'not compared')
    result = {
        'scope': scope,
        'date': time.strftime('%Y-%m-%d', time.gmtime()),
        'machine': {'cores': os.cpu_count(), 'cpu': cpu_model()},
        'command': f'make oracle SCOPE={scope}',
        'upstream': git(repo, 'rev-parse', '--short', 'upstream').strip(),
        'converted': git(repo, 'rev-parse', '--short', 'converted').strip(),
        'candidate_files': candidates,
        'text_differs': len(text),
        'lines_added': sum(t['added'] for t in text.values()),
        'lines_removed': sum(t['removed'] for t in text.values()),
        'objects': {k: objs.get(k) for k in ('identical', 'same-code',
                                              'different', 'missing')},
        'object_differs': sorted(k for k, v in objs.get('objects', {}).items()
                                 if v in ('different', 'missing')),
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
        for o in result['object_differs']:
            f.write(f'- `{o}`\n')
        if not result['object_differs']:
            f.write('None.\n' if objs else 'Not compared.\n')
        f.write('\n## Files whose text differs\n\n| file | + | - | object |\n'
                '|---|---|---|---|\n')
        for path, t in sorted(text.items()):
            f.write(f"| `{path}` | {t['added']} | {t['removed']} | {t['object']} |\n")
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
