# SPDX-License-Identifier: GPL-2.0
"""Boot a kernel in QEMU, collect the KTAP its modules print, judge the boot.

Exit status: 0 every expected suite passed and the console has no splat;
1 a test failed or the kernel splatted; 2 the boot could not be judged
(timeout, boot failure, an expected suite printed no KTAP).
The whole console is always kept in the log file, whose path is printed.
"""
import argparse
import json
import os
import re
import select
import subprocess
import sys
import time

import ktap

# Printed by qemu/init; the harness needs them to tell a boot that never
# reached user space from modules that printed nothing.
INIT_START = 'wq-rework: init start'
INIT_DONE = 'wq-rework: init done'
KERNEL_START = b'Linux version'
CPUS_UP = re.compile(r'smp: Brought up \d+ nodes?, (\d+) CPUs?')

# A splat must not hide: oops and warnings panic, panic exits QEMU at once
# (-no-reboot), and the hang detectors fire well inside the boot timeout.
CMDLINE = ('console=ttyS0 earlyprintk=serial,ttyS0 panic=-1 oops=panic '
           'panic_on_warn=1 softlockup_panic=1 '
           'sysctl.kernel.hung_task_timeout_secs=20 '
           'workqueue.watchdog_thresh=20 rdinit=/init')

# KVM on this machine class hangs in the BIOS or aborts; when it prints
# nothing of the kernel within this many seconds, TCG is used instead.
KVM_PROBE_SECONDS = 20

MAX_SPLAT_LINES = 60


def qemu_command(args, accel):
    return ['qemu-system-x86_64', '-accel', accel] + (
        ['-accel', 'tcg'] if accel == 'kvm' else []) + [
        '-m', str(args.mem), '-smp', str(args.smp),
        '-nographic', '-no-reboot', '-monitor', 'none',
        '-kernel', args.kernel, '-initrd', args.initrd,
        '-append', CMDLINE + (' ' + args.append if args.append else '')]


def run(cmd, log_path, timeout, first_output=None):
    """Run QEMU with its console going to log_path.

    Returns (status, times): status is 'exit', 'timeout' or 'silent' (no
    kernel output within first_output seconds); times maps milestones to
    seconds since start.
    """
    start = time.monotonic()
    times = {}
    seen = b''
    with open(log_path, 'wb') as log:
        log.write(('# ' + ' '.join(cmd) + '\n').encode())
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT)
        status = 'exit'
        while True:
            now = time.monotonic() - start
            if now > timeout:
                status = 'timeout'
                break
            if first_output and 'kernel' not in times and now > first_output:
                status = 'silent'
                break
            ready, _, _ = select.select([proc.stdout], [], [], 0.5)
            if not ready:
                continue
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                break
            log.write(chunk)
            seen = (seen + chunk)[-4096:]
            for key, mark in (('kernel', KERNEL_START),
                              ('init', INIT_START.encode()),
                              ('done', INIT_DONE.encode())):
                if key not in times and mark in seen:
                    times[key] = round(time.monotonic() - start, 2)
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        times['exit'] = round(time.monotonic() - start, 2)
    return status, times


def choose_accel(args):
    """'kvm' or 'tcg': what --accel says, or the cached result of a probe."""
    if args.accel != 'auto':
        return args.accel
    if args.accel_cache and os.path.exists(args.accel_cache):
        with open(args.accel_cache) as f:
            return f.read().strip() or 'tcg'
    return None


def boot(args, run=run):
    """Boot once (twice when a KVM probe falls back to TCG).

    Returns (accel, status, times)."""
    accel = choose_accel(args)
    if accel in (None, 'kvm'):
        # KVM runs with a watchdog on the first kernel output: on this
        # machine class it hangs in the BIOS instead of failing.
        status, times = run(qemu_command(args, 'kvm'), args.log,
                            args.timeout, KVM_PROBE_SECONDS)
        works = status != 'silent' and 'kernel' in times
        if accel == 'kvm':
            return 'kvm', status, times
        if args.accel_cache:
            with open(args.accel_cache, 'w') as f:
                f.write(('kvm' if works else 'tcg') + '\n')
        if works:
            return 'kvm', status, times
        print(f'boot: KVM printed nothing of the kernel in '
              f'{KVM_PROBE_SECONDS} s; using TCG')
    status, times = run(qemu_command(args, 'tcg'), args.log, args.timeout)
    return 'tcg', status, times


def context(lines, idx, before=2, after=8):
    return range(max(0, idx - before), min(len(lines), idx + after + 1))


def judge(lines, expect, status, smp=None):
    """Return (exit code, report lines) for a console log.

    smp, when given, is the number of CPUs QEMU was started with: a kernel
    that brings up fewer would test nothing of concurrency, so that boot is
    not judged."""
    report = []
    found = ktap.splats(lines)
    # Each splat with its context; overlapping windows are merged, and the
    # report is capped (the full console is in the log).
    shown = sorted({j for i in found for j in context(lines, i)})
    for n, j in enumerate(shown[:MAX_SPLAT_LINES]):
        if n == 0 or j != shown[n - 1] + 1:
            report.append('--- splat ---')
        report.append(ktap.strip(lines[j]))
    if len(shown) > MAX_SPLAT_LINES:
        report.append(f'--- {len(shown) - MAX_SPLAT_LINES} more lines '
                      'in the log ---')
    docs = ktap.parse(lines)
    all_suites = ktap.suites(docs)
    missing = [s for s in expect if s not in all_suites]
    failed = []
    for name, res in all_suites.items():
        p, f, s = res.sub.counts() if res.sub else (int(res.passed), 0, 0)
        verdict = 'PASS' if res.ok() else 'FAIL'
        report.append(f'{verdict} {name}: {p} passed, {f} failed, {s} skipped')
        if not res.ok():
            failed.append(name)
            for r in (res.sub.results if res.sub else []):
                if not r.ok():
                    report.append(f'  not ok {r.number} {r.name}')
            if res.sub and res.sub.plan is not None and \
                    len(res.sub.results) < res.sub.plan:
                report.append(f'  only {len(res.sub.results)} of '
                              f'{res.sub.plan} tests reported')
    text = '\n'.join(ktap.strip(l) for l in lines)
    if found:
        report.append(f'verdict: {len(found)} splat line(s) on the console')
        return 1, report
    if status == 'timeout':
        report.append('verdict: timeout, the VM did not finish')
        return 2, report
    if status == 'silent':
        report.append(f'verdict: no kernel output in {KVM_PROBE_SECONDS} s '
                      '(the KVM hang of this machine class?)')
        return 2, report
    if INIT_START not in text:
        report.append('verdict: boot failure, init never started')
        report.extend(ktap.strip(l) for l in lines[-15:])
        return 2, report
    up = [int(m.group(1)) for m in map(CPUS_UP.search, lines) if m]
    if smp and up and up[-1] < smp:
        report.append(f'verdict: only {up[-1]} of {smp} CPUs came up')
        return 2, report
    if missing:
        report.append('verdict: no KTAP from ' + ', '.join(missing))
        return 2, report
    if failed:
        report.append('verdict: failed: ' + ', '.join(failed))
        return 1, report
    if INIT_DONE not in text:
        report.append('verdict: init did not finish')
        return 2, report
    report.append('verdict: all tests passed, no splat')
    return 0, report


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--kernel', required=True)
    ap.add_argument('--initrd', required=True)
    ap.add_argument('--log', required=True)
    ap.add_argument('--expect', nargs='*', default=[],
                    help='KTAP suites that must be reported')
    ap.add_argument('--timeout', type=float, default=180)
    ap.add_argument('--accel', choices=('auto', 'kvm', 'tcg'), default='auto')
    ap.add_argument('--accel-cache', help='file remembering the KVM probe')
    ap.add_argument('--smp', type=int, default=2)
    ap.add_argument('--mem', type=int, default=512)
    ap.add_argument('--append', default='', help='extra kernel arguments')
    ap.add_argument('--json', help='write accel, status, timings and the '
                    'verdict here')
    ap.add_argument('--what', default='', help='what was booted, for --json')
    args = ap.parse_args()

    accel, status, times = boot(args)
    with open(args.log, errors='replace') as f:
        lines = f.read().splitlines()
    code, report = judge(lines, args.expect, status, args.smp)
    for line in report:
        print('boot: ' + line)
    print(f'boot: accel={accel} status={status} '
          f'times={json.dumps(times)} exit={code}')
    print(f'boot: console log: {args.log}')
    if args.json:
        with open(args.json, 'w') as f:
            json.dump({'accel': accel, 'status': status, 'times': times,
                       'exit': code, 'report': report, 'smp': args.smp,
                       'what': args.what,
                       'date': time.strftime('%Y-%m-%d', time.gmtime())},
                      f, indent=1)
    return code


if __name__ == '__main__':
    sys.exit(main())
