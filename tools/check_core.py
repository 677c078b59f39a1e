#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""check_core.py REPO [TREEISH]

After the legacy core series and the four forward core patches, the
workqueue core must be upstream's again, apart from the documented
additions (core-patch/forward/ADDITIONS, or that of the series ported to
the kernel, core-patch/linux-X.Y: tools/core-dir.sh).  Without TREEISH the core series
are applied to upstream in a scratch index (no worktree, nothing in REPO
changes); with it (e.g. converted) that tree is checked.  Exit 0 when the
difference is exactly the documented additions, 1 otherwise, naming every
unexpected hunk.
"""
import os
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def core_files():
    """The workqueue core's files, as core-patch/core-files lists them."""
    with open(os.path.join(TOP, 'core-patch', 'core-files')) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith('#')]


CORE = core_files()


def strip_blank(lines):
    """A block without its leading and trailing empty lines: diff may put
    the blank line that separates two blocks on either side."""
    lines = list(lines)
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def parse_diff(text):
    """git diff -U0 output -> hunks: dicts with file, header, removed, added."""
    hunks, cur, path = [], None, None
    for line in text.splitlines():
        if line.startswith('+++ '):
            path = line[6:] if line.startswith('+++ b/') else line[4:]
        elif line.startswith('--- ') or line.startswith('diff ') or \
                line.startswith('index '):
            continue
        elif line.startswith('@@'):
            cur = {'file': path, 'header': line, 'removed': [], 'added': []}
            hunks.append(cur)
        elif cur is not None and line.startswith('-'):
            cur['removed'].append(line[1:])
        elif cur is not None and line.startswith('+'):
            cur['added'].append(line[1:])
    return hunks


def parse_allowed(text):
    """ADDITIONS -> blocks: dicts with file, why, lines."""
    blocks, cur = [], None
    for line in text.splitlines():
        if line.startswith('@@ '):
            path, _, why = line[3:].partition(': ')
            cur = {'file': path, 'why': why, 'lines': []}
            blocks.append(cur)
        elif cur is not None:
            cur['lines'].append(line)
        # lines before the first block are the file's own comment
    for b in blocks:
        b['lines'] = strip_blank(b['lines'])
    return blocks


def check(hunks, blocks):
    """Errors: removed lines, added lines no block documents, blocks unused."""
    errors, used = [], set()
    for h in hunks:
        where = '%s: %s' % (h['file'], h['header'])
        if h['removed']:
            errors.append('%s: differs from upstream (%d lines removed or '
                          'changed, first: %r)' % (where, len(h['removed']),
                                                   h['removed'][0]))
            continue
        added = strip_blank(h['added'])
        if not added:
            continue
        match = [i for i, b in enumerate(blocks)
                 if b['file'] == h['file'] and b['lines'] == added]
        if match:
            used.add(match[0])
        else:
            errors.append('%s: %d added lines that ADDITIONS does not '
                          'document, first: %r' % (where, len(added), added[0]))
    for i, b in enumerate(blocks):
        if i not in used:
            errors.append('ADDITIONS: block "%s" (%s) is not in the tree'
                          % (b['why'], b['file']))
    return errors


def git(repo, *args, env=None):
    return subprocess.run(['git', '-C', repo] + list(args), env=env,
                          check=True, capture_output=True, text=True).stdout


def core_dir(repo):
    """The core series of the repository's kernel (tools/core-dir.sh)."""
    return subprocess.run([os.path.join(TOP, 'tools', 'core-dir.sh'), repo],
                          check=True, capture_output=True,
                          text=True).stdout.strip()


def series_tree(repo, core):
    """upstream + CORE/legacy + CORE/forward, in a scratch index."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, GIT_INDEX_FILE=os.path.join(tmp, 'index'))
        git(repo, 'read-tree', 'upstream', env=env)
        for kind in ('legacy', 'forward'):
            d = os.path.join(core, kind)
            for p in sorted(f for f in os.listdir(d) if f.endswith('.patch')):
                r = subprocess.run(['git', '-C', repo, 'apply', '--cached',
                                    os.path.join(d, p)], env=env,
                                   capture_output=True, text=True)
                if r.returncode:
                    sys.exit('check-core: %s does not apply: %s'
                             % (os.path.relpath(os.path.join(d, p), TOP),
                                r.stderr.strip()))
        return git(repo, 'write-tree', env=env).strip()


def main(argv):
    if len(argv) not in (2, 3):
        sys.exit(__doc__.strip())
    repo = argv[1]
    core = core_dir(repo)
    tree = argv[2] if len(argv) == 3 else series_tree(repo, core)
    diff = git(repo, 'diff', '-U0', 'upstream', tree, '--', *CORE)
    with open(os.path.join(core, 'forward', 'ADDITIONS')) as f:
        blocks = parse_allowed(f.read())
    hunks = parse_diff(diff)
    errors = check(hunks, blocks)
    rel = os.path.relpath(core, TOP)
    what = argv[2] if len(argv) == 3 else \
        'upstream + %s/legacy + %s/forward' % (rel, rel)
    for e in errors:
        print('check-core: ' + e)
    print('check-core: %s: %d hunks against upstream, %d documented '
          'additions, %s' % (what, len(hunks), len(blocks),
                             'FAIL' if errors else 'ok'))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
