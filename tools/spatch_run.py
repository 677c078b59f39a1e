# SPDX-License-Identifier: GPL-2.0
"""Run one semantic patch over many files of a tree, in parallel.

Files go to spatch in groups, one process a group (--file-groups, one
file a group: spatch reads the semantic patch and starts Python once for
all of them, which costs more than most files do, and still handles each
file apart; the scripts start each file with fresh Python state), with a
per-file timeout, progress with ETA on stderr, and a JSON-lines log with one
record a file: status (changed, unchanged, failed, timeout), seconds, the
lines spatch could not parse (it skips those and converts the rest), and
the lines of spatch's output worth keeping (parse errors, reports).  A log
that already has a file's record is resumed: the file is not run again.
spatch writes a group's files only when the whole group is done, and the
log gets their records only then, so an interrupted group is run again
from scratch.

  spatch_run.py --sp-file X.cocci --mode patch|report|collect --tree DIR
                --files LIST --log OUT.jsonl [--jobs N] [--timeout S]
                [--group N] [--env NAME=VALUE] [--table OUT.json]

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
import tempfile
import threading
import time

# A site a script reports for a human (coccicheck's file:line:col form).
SITE = r'\S+:\d+:\d+-\d+: (rewind|forward)-\d{4}:'
KEEP = re.compile(r'^(WQR-|' + SITE + r'|'
                  r' = File ".*", line \d+|BAD:!!!!!|.*timeout \(|'
                  r'^timeout|EXN:|.*Fatal error|^Exception|'
                  r'.*Error in Python)')
# spatch skips what it cannot parse (a function, a declaration) and goes on
# with the rest; --verbose-parsing makes it say where.
PARSE_ERROR = re.compile(r'^ = File "(.*)", line (\d+)')


# How long past its --timeout a spatch may run before it is killed.
SLACK = 30
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


# spatch's line before each file of --file-groups: what follows is its own
# (Skipping: the file lacks a token the script needs).
HANDLING = re.compile(r'^(?:HANDLING|Skipping): (.*)$')
# In --file-groups, a file whose rule fails (a Python exception, a bug in
# spatch) is reported so and the group goes on; alone, spatch exits non-zero.
FAILED = re.compile(r'^EXN: .* in (\S+)$')


# The project's macros spatch must know (what standard.h lacks).
MACROS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      'cocci', 'macros.h')


def spatch_cmd(args, opts):
    cmd = ['spatch', '--verbose-parsing', '--parse-error-msg',
           '--macro-file', MACROS, '--sp-file', args.sp_file,
           '-D', args.mode, '--timeout', str(args.timeout)] + opts
    if args.mode == 'patch':
        cmd.append('--in-place')
    return cmd


def parse_regions(lines, rel):
    """The regions of rel spatch skipped, [first, last] line: after each
    error line ( = File "rel", line N) --verbose-parsing prints the skipped
    lines as "bad:", N itself as "BAD:!!!!!" (hub.h loses its whole struct
    usb_hub to u8 (*buffer)[8] at line 26)."""
    regions = []
    line = before = after = None
    for l in lines + ['']:
        m = PARSE_ERROR.match(l)
        if m:
            line = int(m.group(2)) if m.group(1) == rel or m.group(1).endswith('/' + rel) else None
            before, after = 0, None
        elif line is not None and l.startswith('BAD:!!!!!'):
            after = 0
        elif line is not None and l.startswith('bad:'):
            if after is None:
                before += 1
            else:
                after += 1
        elif line is not None and after is not None:
            regions.append([line - before, line + after])
            line = None
    # (spatch may say the same twice, as it retries the parse)
    return sorted(map(list, set(map(tuple, regions))))


def record(args, rel, before, secs, rc, lines):
    regions = parse_regions(lines, rel)
    lines = [l for l in lines if KEEP.match(l)]
    path = os.path.join(args.tree, rel)
    if rc != 0 or any(FAILED.match(l) for l in lines):
        status = 'failed'
    elif any(TIMEOUT.search(l) for l in lines):
        status = 'timeout'
    elif digest(path) != before:
        status = 'changed'
    else:
        status = 'unchanged'
    parse_errors = sorted({int(m.group(2)) for m in map(PARSE_ERROR.match, lines)
                           if m})
    return {'file': rel, 'status': status, 'seconds': round(secs, 2), 'rc': rc,
            'parse_errors': parse_errors, 'parse_regions': regions,
            'lines': lines[:200]}


def run_one(args, opts, env, rel):
    """One file, one spatch: what a group falls back to."""
    before = digest(os.path.join(args.tree, rel))
    start = time.monotonic()
    try:
        p = subprocess.run(spatch_cmd(args, opts) + [rel], cwd=args.tree,
                           env=env, capture_output=True, text=True,
                           errors='replace', timeout=args.timeout + SLACK)
        out = p.stdout + p.stderr
        rc = p.returncode
    except subprocess.TimeoutExpired:
        out, rc = 'timeout (killed)', -1
    return record(args, rel, before, time.monotonic() - start, rc,
                  out.splitlines())


def run_group(args, opts, env, rels):
    """The files rels in one spatch; the output between one HANDLING line
    and the next is that file's.  When the process dies or hangs (a file
    past its timeout by SLACK), the files it did not write are run again
    one by one, so that the one at fault is named."""
    if len(rels) == 1:
        return [run_one(args, opts, env, rels[0])]
    before = {r: digest(os.path.join(args.tree, r)) for r in rels}
    with tempfile.NamedTemporaryFile('w', suffix='.groups', delete=False) as g:
        g.write('\n\n'.join(rels) + '\n')
    out = {r: [] for r in rels}
    secs = dict.fromkeys(rels, 0.0)
    state = {'file': None, 'since': time.monotonic(), 'killed': False}
    # --no-scanner: else spatch greps the whole tree for the script's
    # tokens first (seconds a group) to choose among the files given.
    p = subprocess.Popen(spatch_cmd(args, opts) +
                         ['--no-scanner', '--file-groups', g.name],
                         cwd=args.tree, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, errors='replace')

    def watchdog():
        while p.poll() is None:
            if time.monotonic() - state['since'] > args.timeout + SLACK:
                state['killed'] = True
                p.kill()
            time.sleep(1)

    threading.Thread(target=watchdog, daemon=True).start()
    for line in p.stdout:
        line = line.rstrip('\n')
        m = HANDLING.match(line)
        now = time.monotonic()
        if m and m.group(1).strip() in out:
            if state['file']:
                secs[state['file']] += now - state['since']
            state['file'], state['since'] = m.group(1).strip(), now
        elif state['file']:
            out[state['file']].append(line)
    rc = p.wait()
    os.unlink(g.name)
    if state['file']:
        secs[state['file']] += time.monotonic() - state['since']
    if rc == 0 and not state['killed']:
        return [record(args, r, before[r], secs[r], 0, out[r]) for r in rels]
    # Nothing was written unless spatch got to the end: run the rest alone.
    return [record(args, r, before[r], secs[r], rc, out[r])
            if digest(os.path.join(args.tree, r)) != before[r]
            else run_one(args, opts, env, r) for r in rels]


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


def agree(a, b):
    """unify() for handler records, where the rewind's ['none', ...] (the
    handler ignores its argument) agrees with any record: a header's
    static inline stub for a configuration without the feature
    (bnx2x_sriov.h: bnx2x_iov_task() {}) takes whatever data the real
    handler needs."""
    for x, y in ((a, b), (b, a)):
        if isinstance(x, list) and x and x[0] == 'none':
            return y
    return unify(a, b)


def merge_table(log_paths):
    """Merge the WQR-* lines of collect logs into one table.  WQR-DELAYED
    KIND VALUE lines go to the list KINDs, whatever the kind, WQR-LEFT
    HANDLER lines to the list lefts, WQR-RELAY WRAPPER JSON lines to the
    dict relays, WQR-HDEF static|extern NAME to the lists static_handlers
    and extern_handlers."""
    if isinstance(log_paths, str):
        log_paths = [log_paths]
    handlers, used, conflicts, relays = {}, set(), set(), {}
    calls = set()   # (file, wrapper, handler) of the calls of wrappers
    hcalls = set()  # (file, function, index, handler): calls passing a handler
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
                        merged = agree(handlers.get(name, h), h)
                        if merged is None:
                            conflicts.add(name)
                        else:
                            handlers[name] = merged
                    elif kind == 'WQR-RELAY':
                        name, _, r = rest.partition(' ')
                        relays[name] = json.loads(r)
                    elif kind == 'WQR-RELAYCALL':
                        calls.add(tuple(rest.split()))
                    elif kind == 'WQR-HCALL':
                        hcalls.add(tuple(rest.split()))
                    elif kind == 'WQR-LEFT':
                        names.setdefault('left', set()).add(rest.strip())
                    elif kind == 'WQR-DELAYED':
                        what, _, name = rest.partition(' ')
                        names.setdefault(what, set()).add(name.strip())
                    elif kind == 'WQR-HDEF':
                        what, _, name = rest.partition(' ')
                        names.setdefault(what + '_handler', set()).add(
                            name.strip())
    for name in conflicts:
        del handlers[name]
    table = {'handlers': handlers, 'used': sorted(used),
             'conflicts': sorted(conflicts), 'relays': relays}
    # The calls of wrappers of other files, which the collect pass could
    # not tell from other calls (sctp_inq_set_th_handler()).
    calls |= {(path, wf, fn) for path, wf, n, fn in hcalls
              if 'path' in relays.get(wf, {}) and relays[wf].get('index') == int(n)}
    if calls:
        table['selfs'] = self_relays(handlers, relays, calls)
    for what, values in names.items():
        table[what + 's'] = sorted(values)
    return table


def self_relays(handlers, relays, calls):
    """Rewind: a wrapper that initialises one item with the handlers it is
    passed gives them all one data.  When one of them wants another
    container than the wrapper's (virtgpu_kms.c virtio_gpu_init_vq() gives
    the struct virtio_gpu_queue, its handlers take the device around it),
    the wrapper gives them the item itself and they all take it as their
    data (the rewind keeps their container_of()): relays[wf]['self'], and
    the handlers' entries become self ones.  A handler that ignores its
    data fits any wrapper; one of no known kind decides nothing (the call
    is reported).  Returns the names (FILE:NAME for a static one) of the
    handlers of self wrappers that take their item."""
    def key(path, fn):
        return path + ':' + fn if path + ':' + fn in handlers else fn

    def fits(h, r):
        kind, _, q, via = h
        if r.get('self'):
            return kind in ('none', 'self')
        return kind == 'none' or (kind == 'container' and not via and
                                  q == r.get('path'))

    selfs = set()
    changed = True
    while changed:     # a handler made self may not fit another wrapper
        changed = False
        for path, wf, fn in sorted(calls):
            h, r = handlers.get(key(path, fn)), relays.get(wf)
            if h is None or r is None or 'path' not in r or fits(h, r):
                continue
            r['self'] = changed = True
        for path, wf, fn in sorted(calls):
            k = key(path, fn)
            if relays.get(wf, {}).get('self') and k in handlers \
                    and handlers[k][0] != 'none' and k not in selfs:
                # (One that takes its item already is named too: the patch
                # pass takes no handler of a wrapper as a self one unless
                # the table says so, dm-cache-target.c mg_success().)
                changed = changed or handlers[k][0] != 'self'
                handlers[k] = ['self', '', '', '']
                selfs.add(k)
    return sorted(selfs)


def groups(files, jobs, most):
    """files in groups of at most most, and at least three groups a job
    when there are files enough, so that no job is left with a long tail."""
    size = max(1, min(most, -(-len(files) // (3 * max(1, jobs)))))
    return [files[i:i + size] for i in range(0, len(files), size)]


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
    ap.add_argument('--group', type=int, default=25,
                    help='at most this many files a spatch process '
                    '(1: one process a file)')
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
    # Python's prints must reach the pipe before the next HANDLING line.
    env = dict(os.environ, PYTHONUNBUFFERED='1')
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
        futures = [pool.submit(run_group, args, opts, env, g)
                   for g in groups(todo, args.jobs, args.group)]
        n = 0
        for fut in concurrent.futures.as_completed(futures):
            for rec in fut.result():
                log.write(json.dumps(rec) + '\n')
                counts[rec['status']] = counts.get(rec['status'], 0) + 1
                n += 1
            log.flush()
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
