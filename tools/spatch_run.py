# SPDX-License-Identifier: GPL-2.0
"""Run one semantic patch over many files of a tree, in parallel.

One spatch process a file (spatch treats the files of one command line as
one unit: a timeout aborts them all and typedefs leak between them), a
per-file timeout, progress with ETA on stderr, and a JSON-lines log with one
record a file: status (changed, unchanged, failed, timeout), seconds, the
lines spatch could not parse (it skips those and converts the rest), and
the lines of spatch's output worth keeping (parse errors, reports).  A log
that already has a file's record is resumed: the file is not run again.

  spatch_run.py --sp-file X.cocci --mode patch|report|collect --tree DIR
                --files LIST --log OUT.jsonl [--jobs N] [--timeout S]
                [--env NAME=VALUE] [--table OUT.json]

In collect mode nothing is changed; the WQR-* lines the script prints are
kept in the log and merged into the --table JSON that the patch pass reads
(a name classified differently by two files is dropped, and listed under
"conflicts", so that no file guesses).
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import subprocess
import sys
import time

KEEP = re.compile(r'^(WQR-|\S+:\d+:\d+-\d+: (rewind|forward)-\d{4}:|'
                  r' = File ".*", line \d+|BAD:!!!!!|.*timeout \(|'
                  r'^timeout|EXN:|.*Fatal error|^Exception|'
                  r'.*Error in Python)')
# spatch skips what it cannot parse (a function, a declaration) and goes on
# with the rest; --verbose-parsing makes it say where.
PARSE_ERROR = re.compile(r'^ = File "(.*)", line (\d+)')


TIMEOUT = re.compile(r'timeout \(we abort\)|^timeout \(killed\)$|'
                     r'^EXN: Common.Timeout')


def options(script):
    """The script's own // Options: line, as kernel scripts declare it."""
    with open(script) as f:
        for line in f:
            if line.startswith('// Options:'):
                return line.split(':', 1)[1].split()
    return []


def digest(path):
    with open(path, 'rb') as f:
        return hashlib.sha1(f.read()).hexdigest()


def run_one(args, opts, env, rel):
    path = os.path.join(args.tree, rel)
    before = digest(path)
    cmd = ['spatch', '--verbose-parsing', '--parse-error-msg',
           '--sp-file', args.sp_file,
           '-D', args.mode, '--timeout', str(args.timeout)] + opts
    if args.mode == 'patch':
        cmd.append('--in-place')
    cmd.append(rel)
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=args.tree, env=env, capture_output=True,
                           text=True, errors='replace',
                           timeout=args.timeout + 30)
        out = p.stdout + p.stderr
        rc = p.returncode
    except subprocess.TimeoutExpired:
        out, rc = 'timeout (killed)', -1
    secs = round(time.monotonic() - start, 2)
    lines = [l for l in out.splitlines() if KEEP.match(l)]
    if rc != 0:
        status = 'failed'
    elif any(TIMEOUT.search(l) for l in lines):
        status = 'timeout'
    elif digest(path) != before:
        status = 'changed'
    else:
        status = 'unchanged'
    parse_errors = sorted({int(m.group(2)) for m in map(PARSE_ERROR.match, lines)
                           if m})
    return {'file': rel, 'status': status, 'seconds': secs, 'rc': rc,
            'parse_errors': parse_errors, 'lines': lines[:200]}


def unify(a, b):
    """Two records of one handler agree when they differ only where one of
    them is empty (spatch did not know the type at that initialiser); the
    result has what either knew.  None when they disagree."""
    if a == b:
        return a
    if type(a) is not type(b) or not isinstance(a, (dict, list)) or len(a) != len(b):
        return None
    keys = a.keys() if isinstance(a, dict) else range(len(a))
    if isinstance(a, dict) and a.keys() != b.keys():
        return None
    out = dict(a) if isinstance(a, dict) else list(a)
    for k in keys:
        if a[k] != b[k]:
            if a[k] in ('', None):
                out[k] = b[k]
            elif b[k] not in ('', None):
                return None
    return out


def merge_table(log_paths):
    """Merge the WQR-* lines of collect logs into one table.  WQR-DELAYED
    KIND VALUE lines go to the list KINDs, whatever the kind, WQR-LEFT
    HANDLER lines to the list lefts, WQR-RELAY WRAPPER JSON lines to the
    dict relays."""
    if isinstance(log_paths, str):
        log_paths = [log_paths]
    handlers, used, conflicts, relays = {}, set(), set(), {}
    names = {'field': set(), 'pfield': set(), 'global': set()}
    for log_path in log_paths:
        with open(log_path) as f:
            for line in f:
                for l in json.loads(line)['lines']:
                    kind, _, rest = l.partition(' ')
                    if kind == 'WQR-USED':
                        used.add(rest.strip())
                    elif kind == 'WQR-HANDLER':
                        name, _, h = rest.partition(' ')
                        h = json.loads(h)
                        merged = unify(handlers.get(name, h), h)
                        if merged is None:
                            conflicts.add(name)
                        else:
                            handlers[name] = merged
                    elif kind == 'WQR-RELAY':
                        name, _, r = rest.partition(' ')
                        relays[name] = json.loads(r)
                    elif kind == 'WQR-LEFT':
                        names.setdefault('left', set()).add(rest.strip())
                    elif kind == 'WQR-DELAYED':
                        what, _, name = rest.partition(' ')
                        names.setdefault(what, set()).add(name.strip())
    for name in conflicts:
        del handlers[name]
    table = {'handlers': handlers, 'used': sorted(used),
             'conflicts': sorted(conflicts), 'relays': relays}
    for what, values in names.items():
        table[what + 's'] = sorted(values)
    return table


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--sp-file', required=True)
    ap.add_argument('--mode', choices=('patch', 'report', 'context', 'collect'),
                    required=True)
    ap.add_argument('--tree', required=True)
    ap.add_argument('--files', required=True, help='file of relative paths')
    ap.add_argument('--log', required=True)
    ap.add_argument('--jobs', type=int, default=os.cpu_count())
    ap.add_argument('--timeout', type=int, default=120)
    ap.add_argument('--env', action='append', default=[])
    ap.add_argument('--table', help='collect mode: write the merged table')
    ap.add_argument('--merge-log', action='append', default=[],
                    help='collect mode: earlier logs to merge into --table')
    args = ap.parse_args()
    args.sp_file = os.path.abspath(args.sp_file)

    with open(args.files) as f:
        files = [l.strip() for l in f if l.strip()]
    done = set()
    if os.path.exists(args.log):
        with open(args.log) as f:
            for line in f:
                try:
                    done.add(json.loads(line)['file'])
                except (ValueError, KeyError):
                    pass    # a line cut by an interruption: run it again
    todo = [f for f in files if f not in done]
    env = dict(os.environ)
    for kv in args.env:
        k, _, v = kv.partition('=')
        env[k] = v
    opts = options(args.sp_file)
    name = os.path.basename(args.sp_file)

    total, start = len(files), time.monotonic()
    counts = {}
    if done:
        print(f'spatch: {name}: resuming, {len(done)} of {total} files '
              'already done', file=sys.stderr)
    with open(args.log, 'a') as log, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run_one, args, opts, env, f) for f in todo]
        for n, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            rec = fut.result()
            log.write(json.dumps(rec) + '\n')
            log.flush()
            counts[rec['status']] = counts.get(rec['status'], 0) + 1
            if n % 25 == 0 or n == len(todo):
                el = time.monotonic() - start
                eta = el / n * (len(todo) - n)
                print(f'spatch: {name} -D {args.mode}: '
                      f'{len(done) + n}/{total} files, '
                      + ', '.join(f'{v} {k}' for k, v in sorted(counts.items()))
                      + f', {n / el:.2f} files/s, ETA {eta:.0f} s',
                      file=sys.stderr)
    if args.table:
        with open(args.table + '.tmp', 'w') as f:
            json.dump(merge_table(args.merge_log + [args.log]), f, indent=0,
                      sort_keys=True)
        os.replace(args.table + '.tmp', args.table)
    bad = counts.get('failed', 0) + counts.get('timeout', 0)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
