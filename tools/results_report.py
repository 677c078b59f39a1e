# SPDX-License-Identifier: GPL-2.0
"""results/README.md: the report of every measurement in results/, made
from their JSON files alone, so that `make results` rebuilds it from what
is committed.  Each table says which run, date, command and machine its
figures come from; a measurement that was never made is named as missing,
never filled in.

  results_report.py RESULTS_DIR
"""
import glob
import json
import os
import sys
import time

import check_tree


def load(d, name):
    path = os.path.join(d, name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


def pct(a, b):
    return '%d of %d (%.1f%%)' % (a, b, 100.0 * a / b) if b else '-'


def machine(r):
    m = r.get('machine')
    if isinstance(m, dict):
        return '%s cores, %s' % (m.get('cores'), m.get('cpu'))
    return m or 'machine not recorded'


def sizes(d):
    s = load(d, 'sizes.json')
    if not s:
        return ['Not measured: run `make sizes`.', '']
    res = s['results']
    names = list(res)
    out = ['From results/sizes.json (`make sizes`, %s; %s).' % (
        s.get('date'), s.get('command', 'boot config with debug info')), '',
        '| | ' + ' | '.join(names) + ' |', '|---|' + '---|' * len(names)]

    def row(label, get):
        vals = []
        for n in names:
            try:
                vals.append(str(get(res[n])))
            except (KeyError, TypeError):
                vals.append('none')
        out.append('| %s | %s |' % (label, ' | '.join(vals)))

    row('sizeof(struct work_struct)', lambda r: '%d (%d without lockdep)' % (
        r['work_struct']['size'], r['work_struct']['size'] - r['work_struct']['lockdep_bytes']))
    row('sizeof(struct delayed_work)', lambda r: '%d (%d without lockdep)' % (
        r['delayed_work']['size'], r['delayed_work']['size'] - r['delayed_work']['lockdep_bytes']))
    row('bytes of work items in struct types', lambda r: r['structs']['work_bytes'])
    row('bytes of work items in globals', lambda r: r['globals']['work_bytes'])
    return out + ['']


def runs(d):
    out = []
    for kind in ('rewind', 'forward'):
        for path in sorted(glob.glob(os.path.join(d, kind + '-*.json'))):
            r = load(d, os.path.basename(path))
            out += ['### %s, SCOPE=%s' % (kind, r['scope']), '',
                    '`%s` on %s, %s; %d candidate files.%s' % (
                        r['command'], r['date'], machine(r), r['candidate_files'],
                        ' ' + r['note'] if r.get('note') else ''), '',
                    '| pass | files | changed | failed + timeout | left to a human | wall s |',
                    '|---|---|---|---|---|---|']
            for s in r['steps']:
                c = s['counts']
                out.append('| %s | %d | %d | %d | %d | %s |' % (
                    s['pass'], s['files'], c.get('changed', 0),
                    c.get('failed', 0) + c.get('timeout', 0), len(s['problems']),
                    '-' if s['wall_seconds'] is None else s['wall_seconds']))
            ref, y = r.get('reference'), r.get('yardstick')
            if ref or y:
                out.append('')
            if ref:
                out += ['All passes but trivial: %s s, %.2f times the issues\' '
                        'reference pass (%.2f s a file: %s s), aim %.1f: %s.' % (
                            ref['total_seconds'], ref['ratio'], ref['s_per_file'],
                            ref['reference_seconds'], ref['aim'],
                            'met' if ref['met'] else 'not met')]
            if y:
                out += ['Against the trivial pass of the same run (%s s): %.2f '
                        'times, goal %.1f: %s.' % (
                            y['trivial_seconds'], y['ratio'], y['goal'],
                            'met' if y['met'] else 'not met')]
                if 'parse_floor_ratio' in y:
                    out[-1] += ('  Parsing the files of every pass once at that '
                                'pass\'s rate: %.2f times.' % y['parse_floor_ratio'])
            out.append('')
    return out or ['No run recorded: `make legacy`, `make convert`.', '']


def oracles(d):
    out = []
    for path in sorted(glob.glob(os.path.join(d, 'oracle-*.json'))):
        o = load(d, os.path.basename(path))
        n = o['candidate_files']
        obj = o['objects']
        total = sum(obj.values())
        causes = {}
        for f in o['files'].values():
            for c in f['causes']:
                causes[c] = causes.get(c, 0) + 1
        out += ['### SCOPE=%s' % o['scope'], '',
                '`%s` on %s, upstream %s against converted %s.%s' % (
                    o['command'], o['date'], o['upstream'], o['converted'],
                    ' ' + o['note'] if o.get('note') else ''), '',
                '| | |', '|---|---|',
                '| candidate files whose converted text is upstream\'s | %s |' % pct(n - o['text_differs'], n),
                '| objects of the boot config identical | %s |' % pct(obj.get('identical', 0), total),
                '| objects with the same code (only line tables differ) | %d |' % obj.get('same-code', obj.get('same_code', 0)),
                '| objects different | %d |' % obj.get('different', 0),
                '| objects missing | %d |' % obj.get('missing', 0), '',
                'Text differences by cause (a file may have several): ' +
                ', '.join('%s %d' % kv for kv in sorted(causes.items())) + '.', '']
    return out or ['No oracle recorded: `make oracle`.', '']


def boots(d):
    out = []
    for path in sorted(glob.glob(os.path.join(d, 'boot-*.json'))):
        b = load(d, os.path.basename(path))
        t = b.get('times', {})
        out.append('| %s | %s | %s | %s | %s | %s | %s |' % (
            os.path.basename(path)[5:-5], b.get('what', ''), b.get('date', ''),
            b['accel'], ' / '.join(str(t.get(k, '-')) for k in ('kernel', 'init', 'done')),
            '; '.join(l for l in b.get('report', []) if not l.startswith('verdict')),
            b.get('report', ['exit %d' % b['exit']])[-1]))
    if not out:
        return ['No boot recorded: `make boot BRANCH=...`.', '']
    return ['| branch | what | date | accel | seconds to kernel / init / tests done '
            '| KTAP | verdict |',
            '|---|---|---|---|---|---|---|'] + out + ['']


def tree_check(d):
    t = load(d, 'tree-check.json')
    if not t:
        return ['Not run yet: `make check-tree`.', '']
    out = ['`%s` on %s, %s, %s, %s s.%s' % (t['command'], t['date'], t['machine'],
                                            t['config'], t['wall_seconds'],
                                            ' ' + t['note'] if t.get('note') else ''), '',
           '| | files |', '|---|---|',
           '| .c files the conversion touches | %d |' % t['c_files'],
           '| out of scope (fail in upstream) | %d |' % len(t['out_of_scope']),
           '| in scope | %d |' % t['in_scope']]
    for b, n in t.get('from_cache', {}).items():
        if n:
            out.append('| of the files of %s, their preprocessed text compiled in an '
                       'earlier run (not compiled again) | %d |' % (b, n))
    causes = t.get('causes', {})
    for b, bad in t['failed'].items():
        out.append('| in scope, compile in %s | %d |' % (b, t['in_scope'] - len(bad)))
        for c in check_tree.CAUSES:
            n = sum(v == c for v in causes.get(b, {}).values())
            if n:
                out.append('| in scope, fail in %s: %s | %d |' % (b, c, n))
    out.append('| headers touched, included by a compiled file | %d of %d |' % (
        t['headers'] - len(t['headers_unchecked']), t['headers']))
    return out + ['']


def side_by_side(dirs, scope='boot'):
    """The headline figures of each kernel's SCOPE run, one column each."""
    cols = []
    for name, d in dirs:
        f, o = load(d, 'forward-%s.json' % scope), load(d, 'oracle-%s.json' % scope)
        c = {'kernel': name}
        if f:
            steps = {s['pass']: s for s in f['steps']}
            c['candidates'] = f['candidate_files']
            c['changed'] = ' / '.join(
                str(steps[k]['counts'].get('changed', 0)) if k in steps else '-'
                for k in ('forward-0001', 'forward-0002', 'forward-0003', 'forward-0004'))
            c['human'] = sum(len(s['problems']) for s in f['steps'])
        if o:
            n, obj = o['candidate_files'], o['objects']
            c['text'] = pct(n - o['text_differs'], n)
            c['unexplained'] = '%d / %d' % tuple(
                sum(1 for x in o['files'].values() if k in x['causes'])
                for k in ('other', 'delayed'))
            c['objects'] = '%d / %d / %d of %d' % (
                obj.get('identical', 0), obj.get('same-code', 0),
                obj.get('different', 0), sum(obj.values()))
        for b in ('upstream', 'legacy', 'converted'):
            # A tree-scope branch boots as boot-BRANCH-tree; upstream is
            # the same kernel at either scope.
            names = [] if scope == 'boot' else ['boot-%s-%s.json' % (b, scope)]
            if scope == 'boot' or b == 'upstream':
                names.append('boot-%s.json' % b)
            r = next(filter(None, (load(d, n) for n in names)), None)
            c[b] = r['report'][-1] if r and r.get('report') else 'not booted'
        cols.append(c)
    rows = [('candidate files (forward)', 'candidates'),
            ('files changed by forward 0001 / 0002 / 0003 / 0004', 'changed'),
            ('files with sites left to a human or not parsed (forward)', 'human'),
            ('converted text equal to upstream', 'text'),
            ('files with differences no pattern explains (other) / with an item '
             'delayed on one side only (delayed, see the oracle)', 'unexplained'),
            ('objects identical / same code / different', 'objects'),
            ('boot of upstream', 'upstream'), ('boot of legacy', 'legacy'),
            ('boot of converted', 'converted')]
    out = ['| SCOPE=%s | %s |' % (scope, ' | '.join(c['kernel'] for c in cols)),
           '|---|' + '---|' * len(cols)]
    for label, key in rows:
        out.append('| %s | %s |' % (label, ' | '.join(str(c.get(key, 'not run')) for c in cols)))
    return out + ['']


def body(d, prefix=''):
    """Every section, from the JSON files of directory D."""
    return ['## %sWork item sizes (boot config)' % prefix, ''] + sizes(d) + \
        ['## %sFiles and sites converted, per step' % prefix, ''] + runs(d) + \
        ['## %sRound-trip oracle: converted against upstream' % prefix, ''] + oracles(d) + \
        ['## %sBoots (QEMU, debug config)' % prefix, ''] + boots(d) + \
        ['## %sWhole-tree compile check (allmodconfig)' % prefix, ''] + tree_check(d)


def main(d):
    text = ['# Results', '',
            'Made by `make results` (tools/results_report.py) on %s from the JSON '
            'files in this directory; each section names the run its figures '
            'come from.  The per-run reports (KIND-SCOPE.md, oracle-SCOPE.md, '
            'sizes.md, tree-check.md, bench.md, test-times.md) have the details and every '
            'file left to a human.  Another kernel\'s runs (RESULTS=results/linux-X, '
            'the default for TREE_SRC=/usr/src/linux-source-X.tar.xz) follow '
            'the 6.1 sections.' % time.strftime('%Y-%m-%d', time.gmtime()), '']
    others = sorted(p for p in glob.glob(os.path.join(d, 'linux-*')) if os.path.isdir(p))
    kernels = [('6.1', d)] + [(os.path.basename(o)[len('linux-'):], o) for o in others]
    text += ['## The kernels side by side', ''] + side_by_side(kernels)
    if any(load(k, 'forward-tree.json') for _, k in kernels):
        text += side_by_side(kernels, 'tree')
    text += ['Each column comes from that kernel\'s results (results/ and '
             'results/linux-X); the sections below have the runs, dates and notes.', '']
    text += body(d)
    for o in others:
        text += body(o, 'Linux %s: ' % os.path.basename(o)[len('linux-'):])
    if not others:
        text += ['## Linux 6.12', '',
                 'Not run yet: `make TREE_SRC=/usr/src/linux-source-6.12.tar.xz '
                 'WORK=build-6.12` (results in results/linux-6.12).', '']
    with open(os.path.join(d, 'README.md'), 'w') as f:
        f.write('\n'.join(text))

if __name__ == '__main__':
    main(sys.argv[1])
