# SPDX-License-Identifier: GPL-2.0
"""Put the rewind and forward run figures into results/bench.md.

  bench_runs.py RESULTS_DIR

Reads RESULTS_DIR/{rewind,forward}-{boot,tree}.json (written by
run_report.py at the end of make legacy / make convert) and replaces the
section between the BEGIN/END markers of RESULTS_DIR/bench.md (appended
when absent) with one table per run: files considered, changed, failed,
wall time and files/s per pass, the total, and for forward runs the
multiple of the trivial pass.  The figures are the runs' own; nothing is
measured here, so the section is as old as the run it names.
"""
import json
import os
import sys

BEGIN = '<!-- bench_runs.py: BEGIN (generated from results/*-SCOPE.json) -->'
END = '<!-- bench_runs.py: END -->'
RUNS = [(k, s) for s in ('tree', 'boot') for k in ('rewind', 'forward')]


def run_table(d):
    steps = d['steps']
    lines = ['### %s, SCOPE=%s' % (d['kind'], d['scope']), '',
             '`%s` on %s, %s cores (%s), %s candidate files.' % (
                 d['command'], d['date'], d['machine']['cores'],
                 d['machine']['cpu'], d['candidate_files']), '']
    if d.get('note'):
        lines += [d['note'], '']
    lines += ['| pass | files | changed | failed + timeout | wall s | files/s |',
              '|---|---|---|---|---|---|']
    wall = 0.0
    for s in steps:
        c = s['counts']
        w = s['wall_seconds']
        if w is not None and s['pass'] != 'trivial':
            wall += w
        lines.append('| %s | %d | %d | %d | %s | %s |' % (
            s['pass'], s['files'], c.get('changed', 0),
            c.get('failed', 0) + c.get('timeout', 0),
            '-' if w is None else w,
            '%.2f' % (s['files'] / w) if w else '-'))
    lines.append('')
    total = 'All passes%s: %.0f s of wall time' % (
        ' but trivial' if d['kind'] == 'forward' else '', wall)
    y = d.get('yardstick')
    if y:
        total += ', %.1f times the trivial pass (%s s); goal %.1f: %s' % (
            y['ratio'], y['trivial_seconds'], y['goal'],
            'met' if y['met'] else 'not met')
        if 'parse_floor_ratio' in y:
            total += ' (parsing each pass\'s files once at the trivial rate: %.1f times)' % (
                y['parse_floor_ratio'])
    r = d.get('reference')
    if r:
        total += '; %.1f times the fixed reference pass (%.2f s a file: %s s), aim %.1f: %s' % (
            r['ratio'], r['s_per_file'], r['reference_seconds'], r['aim'],
            'met' if r['met'] else 'not met')
    lines += [total + '.', '']
    return lines


def section(results):
    out = [BEGIN, '', '## Rewind and forward runs', '',
           'Copied from the per-run reports (results/KIND-SCOPE.md have the',
           'per-file details); a pass without a wall time ran inside the one',
           'above it.', '']
    found = False
    for kind, scope in RUNS:
        p = os.path.join(results, '%s-%s.json' % (kind, scope))
        if os.path.exists(p):
            with open(p) as f:
                out += run_table(json.load(f))
            found = True
    if not found:
        out += ['No run has been recorded yet.', '']
    return out + [END]


def update(results):
    path = os.path.join(results, 'bench.md')
    text = open(path).read() if os.path.exists(path) else ''
    new = '\n'.join(section(results)) + '\n'
    if BEGIN in text and END in text:
        a = text.index(BEGIN)
        b = text.index(END) + len(END)
        text = text[:a] + new.rstrip('\n') + text[b:]
    else:
        text = text.rstrip('\n') + ('\n\n' if text else '') + new
    with open(path, 'w') as f:
        f.write(text)


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    update(sys.argv[1])
