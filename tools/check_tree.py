# SPDX-License-Identifier: GPL-2.0
"""The whole-tree compile check: every .c file the conversion touches,
compiled in upstream, legacy and converted under x86_64 allmodconfig.

  check_tree.py REPO WORK OUT [--jobs N] [--files LIST] [--group N] [--cache CACHE]

The touched files are those git diff names between upstream and legacy or
legacy and converted (LIST limits them).  Each branch is built out of tree
in WORK/obj/allmod-BRANCH from its worktree WORK/src/BRANCH, with ccache:
allmodconfig and make prepare once, then the files as single targets
(dir/file.o), several a make -k invocation.  Every file is compiled in
legacy and converted; one that fails in either is compiled in upstream
too, and if it fails there as well (another architecture, an option
allmodconfig cannot set) it is out of scope and listed; every other one
must compile in legacy and in converted (check()).  A touched header
counts as checked when a compiled .c file of legacy and of converted
includes it (the .cmd dependency lists say so).

A failure is explained when the scripts said so beforehand, in the per-file
records of the run that made the branch (WORK/rewind/SCOPE for legacy, and
WORK/forward/SCOPE too for converted), about the file the error names or
the .c file: spatch failed on it, the script reported a site in it for a
human, or spatch could not parse part of it.  The rest is unexplained: a
bug of the scripts.

With --cache, each group is preprocessed first (make dir/file.i): a file
whose preprocessed text compiled in an earlier run (CACHE, see
text_key()) is not compiled again, and counts as compiling, marked so
(the report says how many); the key of every text that compiles is added
to CACHE.  A failure is never taken from the cache.

Per-file outcomes go to WORK/check-tree/BRANCH.jsonl as they come, so an
interrupted run resumes (a branch whose commit moved starts over); the
results to OUT.json and OUT.md, with REPORT_NOTE from the environment as
a paragraph.  Exit 1 when an in-scope file fails.
"""
import argparse
import datetime
import hashlib
import json
import os
import platform
import re
import subprocess
import sys
import time

import run_report

BRANCHES = ('upstream', 'legacy', 'converted')
# make -k's line for a target that failed.
FAILED = re.compile(r'^make\[\d+\]: \*\*\* \[\S+: (\S+\.o)\] Error')
ERROR = re.compile(r'(error|Error):')


# The runs whose records explain a branch's failures.
RUNS = {'legacy': ('rewind',), 'converted': ('rewind', 'forward')}
# The file an error names: path:line:col: error: ...
ERROR_FILE = re.compile(r'^([^\s:]+\.[ch]):\d+')
CAUSES = ('spatch failed', 'site reported', 'not parsed', 'unexplained')


def script_notes(work, scope, kind):
    """file -> what the patch passes of the run WORK/KIND/SCOPE said about
    it, the strongest first (an index into CAUSES)."""
    state = os.path.join(work, kind, scope)
    notes = {}
    if not os.path.isdir(state):
        return notes
    for name in sorted(os.listdir(state)):
        if not (name.startswith(kind + '-') and name.endswith('.jsonl')):
            continue
        for r in run_report.load(os.path.join(state, name)):
            if r['status'] in ('failed', 'timeout'):
                cause = 0
            elif run_report.has_reports(r):
                cause = 1
            elif run_report.parse_errors(r):
                cause = 2
            else:
                continue
            notes[r['file']] = min(cause, notes.get(r['file'], cause))
    return notes


def explain(cfile, error, notes):
    """The cause of a failure: what the scripts said about the file the
    error names or about the .c file itself."""
    m = ERROR_FILE.match(error)
    names = {cfile} | ({m.group(1)} if m else set())
    return CAUSES[min([notes[n] for n in names if n in notes] or [3])]


def git(repo, *args):
    return subprocess.run(['git', '-C', repo] + list(args), check=True,
                          capture_output=True, text=True).stdout


def touched(repo):
    """.c and .h files the rewind or the forward steps change, and are
    there in converted."""
    names = set()
    for a, b in (('upstream', 'legacy'), ('legacy', 'converted')):
        names.update(git(repo, 'diff', '--name-only', '--diff-filter=AM',
                         a, b, '--', '*.c', '*.h').split())
    return sorted(names)


def kmake(args, src, obj, *targets, keep_going=False):
    """make targets in obj; stdout and stderr in one stream (p.stdout), and
    with keep_going each target's recipe output in one block (-Otarget:
    the compiler's messages of a target follow its "CC" line, not those
    of the target built beside it)."""
    env = dict(os.environ, CCACHE_DIR=os.path.join(args.work, 'ccache'),
               MAKEFLAGS='')
    # The settings of every kernel build (depend mode: each group is
    # preprocessed for its key already).
    with open(os.path.join(args.tools, 'ccache.env')) as f:
        env.update(line.strip().split('=', 1) for line in f
                   if '=' in line and not line.startswith('#'))
    env.pop('CCACHE_BASEDIR', None)
    cmd = ['make', '-C', src, 'O=' + obj, 'ARCH=x86_64', 'CC=ccache gcc',
           'HOSTCC=ccache gcc', '-j%d' % args.jobs]
    if keep_going:
        cmd += ['-k', '-Otarget']
    return subprocess.run(cmd + list(targets), env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, errors='replace')


def prepare(args, branch, src, obj, log):
    """allmodconfig and make prepare in obj, once a commit."""
    commit = git(args.repo, 'rev-parse', 'refs/heads/' + branch).strip()
    stamp = os.path.join(obj, '.wq-allmod-commit')
    if os.path.exists(stamp) and open(stamp).read().strip() == commit:
        return commit
    subprocess.run([os.path.join(args.tools, 'worktree.sh'), args.repo, src,
                    branch], check=True)
    os.makedirs(obj, exist_ok=True)
    print(f'check-tree: {branch}: allmodconfig and make prepare in {obj}',
          file=sys.stderr)
    for target in ('allmodconfig', 'prepare'):
        p = kmake(args, src, obj, target)
        with open(log, 'a') as f:
            f.write(p.stdout)
        if p.returncode:
            sys.exit(f'check-tree: {branch}: make {target} failed; log: {log}')
    with open(stamp, 'w') as f:
        f.write(commit + '\n')
    return commit


def load(path, commit):
    """The outcomes recorded for commit, or none when it moved."""
    done = {}
    if os.path.exists(path):
        with open(path) as f:
            lines = f.read().splitlines()
        if lines and json.loads(lines[0]).get('commit') == commit:
            for line in lines[1:]:
                try:
                    r = json.loads(line)
                    done[r['file']] = r
                except (ValueError, KeyError):
                    pass    # cut by an interruption: compile it again
            return done
    with open(path, 'w') as f:
        f.write(json.dumps({'commit': commit}) + '\n')
    return done


# kbuild's line before a target's compiler messages, and any line of
# kbuild's or make's own, which ends them.
CC_LINE = re.compile(r'^  CC(?: \[M\])?\s+(\S+\.o)$')
OWN_LINE = re.compile(r'^(make|  [A-Z])')


def target_output(out):
    """target -> the lines that follow its "CC" line in the output of a
    make -Otarget (up to the next kbuild or make line)."""
    chunks, cur = {}, None
    for line in out.splitlines():
        m = CC_LINE.match(line)
        if m:
            cur = chunks.setdefault(m.group(1), [])
        elif OWN_LINE.match(line):
            cur = None
        elif cur is not None:
            cur.append(line)
    return chunks


def first_error(src, target, lines):
    """The compiler's first error for target among its lines, which may be
    in a header it includes; paths are given relative to the tree.  None
    when they hold no error."""
    lines = [l.replace(src.rstrip('/') + '/', '') for l in lines]
    first = next((l for l in lines if ERROR.search(l)), None)
    if first is None:
        return None
    cfile = target[:-2] + '.c:'
    if not first.startswith(cfile):
        # An error in a header or a macro: where the file itself is involved.
        first += next((' (at ' + l + ')' for l in lines
                       if l.startswith(cfile) and l[len(cfile):][:1].isdigit()), '')
    return first[:300]


def compile_group(args, src, obj, files):
    """make -k the .o of files; what each gave."""
    if not files:
        # A group the cache answered whole: make without a target would
        # build the whole allmodconfig kernel.
        return []
    targets = [f[:-2] + '.o' for f in files]
    start = time.monotonic()
    p = kmake(args, src, obj, *targets, keep_going=True)
    secs = (time.monotonic() - start) / len(files)
    failed = {m.group(1) for m in map(FAILED.match, p.stdout.splitlines()) if m}
    chunks = target_output(p.stdout)
    recs = []
    for f, t in zip(files, targets):
        if t in failed:
            # From the group's output; made again on its own only when
            # that holds no error for it (a failure before its "CC").
            error = first_error(src, t, chunks.get(t, [])) or \
                first_error(src, t, kmake(args, src, obj, t).stdout.splitlines())
            recs.append({'file': f, 'status': 'failed',
                         'error': error or 'failed, no error message'})
        elif os.path.exists(os.path.join(obj, t)):
            recs.append({'file': f, 'status': 'ok'})
        else:
            # No error and no object: kbuild has no rule for it here.
            recs.append({'file': f, 'status': 'not built',
                         'error': 'allmodconfig does not build it'})
        recs[-1]['seconds'] = round(secs, 2)
    return recs


# A compile outcome is a function of the preprocessed text, the compiler
# and the flags: a file whose preprocessed text compiled before, under the
# same .config (which names the compiler, the linker and pahole by their
# versions, and sets every flag), compiles again, and need not be compiled
# in a later run (another session, another machine: the tree-wide check
# takes longer than one).  The cache, CACHE (results/tree-check-cache.jsonl,
# committed), keeps the key of each text that compiled, one line each.
# Line markers name the worktree (WORK/src/BRANCH): they are left out.
LINE_MARKER = re.compile(rb'^# \d+ "[^"\n]*"[ \d]*\n', re.M)


def text_key(salt, text):
    """The cache key of a preprocessed text (bytes)."""
    h = hashlib.sha1(salt.encode())
    h.update(LINE_MARKER.sub(b'', text))
    return h.hexdigest()


def config_salt(obj):
    with open(os.path.join(obj, '.config'), 'rb') as f:
        return hashlib.sha1(f.read()).hexdigest()


def load_cache(path):
    """key -> the record of the run that compiled it first."""
    cache = {}
    if path and os.path.exists(path):
        with open(path) as f:
            for line in f:
                try:
                    r = json.loads(line)
                    cache.setdefault(r['key'], r)
                except (ValueError, KeyError):
                    pass    # cut by an interruption
    return cache


def save_cache(path, cache):
    """The cache sorted by key, one record a line (small git diffs)."""
    with open(path + '.tmp', 'w') as f:
        for k in sorted(cache):
            f.write(json.dumps(cache[k], sort_keys=True) + '\n')
    os.replace(path + '.tmp', path)


def preprocess_group(args, src, obj, files):
    """make -k the .i of files: the cache key of each that preprocessed
    (the .i is removed once read)."""
    kmake(args, src, obj, *[f[:-2] + '.i' for f in files], keep_going=True)
    salt, keys = config_salt(obj), {}
    for f in files:
        path = os.path.join(obj, f[:-2] + '.i')
        if os.path.exists(path):
            with open(path, 'rb') as i:
                keys[f] = text_key(salt, i.read())
            os.remove(path)
    return keys


def headers_of(src, obj, cfile):
    """The tree's headers a compiled (or, when it came from the cache,
    preprocessed) .c file included: its .cmd file names them as
    $(srctree)/PATH or SRC/PATH."""
    d, base = os.path.split(cfile)
    cmd = os.path.join(obj, d, '.' + base[:-2] + '.o.cmd')
    if not os.path.exists(cmd):
        cmd = cmd[:-len('.o.cmd')] + '.i.cmd'
    if not os.path.exists(cmd):
        return set()
    with open(cmd, errors='replace') as f:
        text = f.read()
    pat = r'(?:\$\(srctree\)|%s)/(\S+\.h)' % re.escape(src)
    return {m.group(1) for m in re.finditer(pat, text)}


def check_group(args, src, obj, branch, group, cache, added):
    """The outcomes of group: from the cache (args.cache) those whose
    preprocessed text is in it, the others compiled; the key of each that
    compiles goes to cache and, a line, to the file added."""
    keys = preprocess_group(args, src, obj, group) if args.cache else {}
    recs = [{'file': f, 'status': 'ok', 'cached': cache[keys[f]]['date']}
            for f in group if keys.get(f) in cache]
    hits = {r['file'] for r in recs}
    for r in compile_group(args, src, obj, [f for f in group if f not in hits]):
        if r['status'] == 'ok' and r['file'] in keys:
            cache[keys[r['file']]] = c = {
                'key': keys[r['file']], 'file': r['file'], 'branch': branch,
                'date': datetime.date.today().isoformat()}
            added.write(json.dumps(c, sort_keys=True) + '\n')
        recs.append(r)
    return sorted(recs, key=lambda r: group.index(r['file']))


def run_branch(args, branch, files):
    src = os.path.join(args.work, 'src', branch)
    obj = os.path.join(args.work, 'obj', 'allmod-' + branch)
    state = os.path.join(args.work, 'check-tree')
    os.makedirs(state, exist_ok=True)
    commit = prepare(args, branch, src, obj,
                     os.path.join(state, branch + '-prepare.log'))
    path = os.path.join(state, branch + '.jsonl')
    done = load(path, commit)
    todo = [f for f in files if f not in done]
    start, n = time.monotonic(), 0
    cache = load_cache(args.cache)
    with open(path, 'a') as log, open(args.cache or os.devnull, 'a') as added:
        for i in range(0, len(todo), args.group):
            for r in check_group(args, src, obj, branch, todo[i:i + args.group],
                                 cache, added):
                done[r['file']] = r
                log.write(json.dumps(r) + '\n')
                n += 1
            log.flush()
            added.flush()
            el = time.monotonic() - start
            bad = sum(r['status'] != 'ok' for r in done.values())
            print(f'check-tree: {branch}: {len(files) - len(todo) + n}/{len(files)} '
                  f'files, {bad} not compiled, {n / el:.2f} files/s, '
                  f'ETA {el / n * (len(todo) - n):.0f} s', file=sys.stderr)
    headers = set()
    for f in files:
        if done[f]['status'] == 'ok':
            headers |= headers_of(src, obj, f)
    return {f: done[f] for f in files}, commit, headers


def check(cfiles, run):
    """run(BRANCH, FILES) compiles FILES in BRANCH: {file: record}.  Every
    file is compiled in converted and in legacy, and in upstream only when
    it fails in one of them: one that fails in upstream too (another
    architecture, an option allmodconfig cannot set) is out of scope, the
    failure is not the conversion's.  (Upstream first, for every file, was
    a third of the time of a run that takes hours.)  The results of each
    branch, the files in scope and those out of it."""
    # converted first: what the conversion is for, and what a run cut
    # short (it takes longer than a session) should have covered
    results = {b: run(b, cfiles) for b in ('converted', 'legacy')}
    failing = [f for f in cfiles
               if any(results[b][f]['status'] != 'ok' for b in BRANCHES[1:])]
    results['upstream'] = run('upstream', failing) if failing else {}
    out = [f for f in failing if results['upstream'][f]['status'] != 'ok']
    return results, [f for f in cfiles if f not in out], out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('repo')
    ap.add_argument('work')
    ap.add_argument('out')
    ap.add_argument('--jobs', type=int, default=os.cpu_count())
    ap.add_argument('--group', type=int, default=40)
    ap.add_argument('--files', help='only the touched files this list names')
    ap.add_argument('--cache', help='compiled texts of earlier runs (JSONL), kept up to date')
    ap.add_argument('--scope', default='tree',
                    help='the SCOPE of the runs that made legacy and converted')
    args = ap.parse_args()
    args.work = os.path.abspath(args.work)
    args.tools = os.path.dirname(os.path.abspath(__file__))
    for b in BRANCHES:
        if subprocess.run(['git', '-C', args.repo, 'rev-parse', '--verify', '-q',
                           'refs/heads/' + b], capture_output=True).returncode:
            sys.exit(f'check-tree: {args.repo} has no branch {b}: run make convert first')
    files = touched(args.repo)
    if args.files:
        with open(args.files) as f:
            only = set(f.read().split())
        files = [f for f in files if f in only]
    cfiles = [f for f in files if f.endswith('.c')]
    hfiles = [f for f in files if f.endswith('.h')]
    print(f'check-tree: {len(cfiles)} .c and {len(hfiles)} .h files touched',
          file=sys.stderr)
    start = time.monotonic()
    commits, covered = {}, {}

    def run(b, want):
        recs, commits[b], covered[b] = run_branch(args, b, want)
        return recs
    results, in_scope, out = check(cfiles, run)
    bad = {b: [f for f in in_scope if results[b][f]['status'] != 'ok']
           for b in BRANCHES[1:]}
    notes = {}
    for b in bad:
        for kind in RUNS[b]:
            for f, c in script_notes(args.work, args.scope, kind).items():
                notes.setdefault(b, {})[f] = min(c, notes.get(b, {}).get(f, c))
    causes = {b: {f: explain(f, results[b][f].get('error', ''), notes.get(b, {}))
                  for f in bad[b]} for b in bad}
    report = {
        'date': datetime.date.today().isoformat(),
        'machine': f'{platform.machine()}, {os.cpu_count()} cores',
        'command': 'make check-tree' + (f' FILES={args.files}' if args.files else ''),
        'config': 'x86_64 allmodconfig',
        'note': os.environ.get('REPORT_NOTE', ''),
        'commits': commits,
        'wall_seconds': round(time.monotonic() - start),
        'c_files': len(cfiles),
        'in_scope': len(in_scope),
        'out_of_scope': {f: results['upstream'][f].get('error', '') for f in out},
        'upstream_tried': len(results['upstream']),
        'failed': {b: {f: results[b][f].get('error', '') for f in bad[b]}
                   for b in bad},
        'causes': causes,
        'headers': len(hfiles),
        'headers_unchecked': sorted(h for h in hfiles
                                    if not all(h in covered[b] for b in BRANCHES[1:])),
        'cache': args.cache or '',
        'from_cache': {b: sum('cached' in r for r in results[b].values()) for b in BRANCHES},
        'files': {f: {b: results[b][f]['status'] for b in BRANCHES if f in results[b]}
                  for f in cfiles},
    }
    if args.cache:
        save_cache(args.cache, load_cache(args.cache))
    with open(args.out + '.json', 'w') as f:
        json.dump(report, f, indent=1, sort_keys=True)
    write_md(report, args.out + '.md')
    print(f'check-tree: {len(in_scope)} of {len(cfiles)} touched .c files in scope; '
          + ', '.join(f'{len(bad[b])} fail in {b} '
                      f'({sum(c == "unexplained" for c in causes[b].values())} unexplained)'
                      for b in bad)
          + f'; {len(hfiles) - len(report["headers_unchecked"])} of {len(hfiles)} '
          'headers included by a compiled file', file=sys.stderr)
    return 1 if any(bad.values()) else 0


def write_md(r, path):
    with open(path, 'w') as f:
        f.write('# Whole-tree compile check\n\n'
                f"`{r['command']}` on {r['date']}, {r['machine']}, "
                f"{r['config']}, {r['wall_seconds']} s; per-file outcomes in "
                f"{os.path.basename(path)[:-3]}.json.\n\n")
        if r.get('note'):
            f.write(r['note'] + '\n\n')
        f.write('| | files |\n|---|---|\n')
        f.write(f"| .c files the conversion touches | {r['c_files']} |\n")
        if 'upstream_tried' in r:
            f.write(f"| compiled in upstream too (they fail in legacy or converted) | {r['upstream_tried']} |\n")
        f.write(f"| out of scope (fail in upstream too) | {len(r['out_of_scope'])} |\n")
        f.write(f"| in scope | {r['in_scope']} |\n")
        for b, n in r.get('from_cache', {}).items():
            if n:
                f.write(f"| of the files of {b}, not compiled again: their preprocessed "
                        f"text compiled in an earlier run ({os.path.basename(r['cache'])}) | {n} |\n")
        causes = r.get('causes', {})
        for b, bad in r['failed'].items():
            f.write(f"| in scope, compile in {b} | {r['in_scope'] - len(bad)} |\n")
            for c in CAUSES:
                n = sum(v == c for v in causes.get(b, {}).values())
                if n:
                    f.write(f"| in scope, fail in {b}: {c} | {n} |\n")
        f.write(f"| headers touched | {r['headers']} |\n")
        f.write(f"| headers no compiled file includes | {len(r['headers_unchecked'])} |\n")
        for b, bad in r['failed'].items():
            if bad:
                f.write(f'\n## Fail to compile in {b}\n\n')
                for name, err in sorted(bad.items()):
                    c = causes.get(b, {}).get(name, 'unexplained')
                    f.write(f'- `{name}` ({c}): {err}\n')
        if r['out_of_scope']:
            f.write('\n## Out of scope\n\n')
            for name, err in sorted(r['out_of_scope'].items()):
                f.write(f'- `{name}`: {err}\n')
        if r['headers_unchecked']:
            f.write('\n## Headers not included by any compiled file\n\n')
            for name in r['headers_unchecked']:
                f.write(f'- `{name}`\n')


if __name__ == '__main__':
    sys.exit(main())
