# SPDX-License-Identifier: GPL-2.0
"""Tests of the harness itself, fed with recorded console logs and fake trees
(as kunit_tool_test.py tests kunit.py).  Run: make test-tools."""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
import bench_runs  # noqa: E402
import boot     # noqa: E402
import check_core  # noqa: E402
import check_tree  # noqa: E402
import delayed_files  # noqa: E402
import kbuild   # noqa: E402
import ktap     # noqa: E402
import oracle   # noqa: E402
import sizes    # noqa: E402
import run_report  # noqa: E402
import results_report  # noqa: E402
import spatch_run  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
DATA = os.path.join(HERE, 'testdata')


def log(name):
    with open(os.path.join(DATA, name), errors='replace') as f:
        return f.read().splitlines()


GOOD = """\
[    0.000000] Linux version 6.1.0
[    1.000000] wq-rework: init start
[    1.100000] KTAP version 1
[    1.100000] 1..1
[    1.100001]     KTAP version 1
[    1.100002]     # Subtest: demo
[    1.100003]     1..3
[    1.100004]     # sizeof(struct work_struct) = 32
[    1.100005]     ok 1 first
[    1.100006] random: some unrelated kernel message
[    1.100007]         KTAP version 1
[    1.100008]         # Subtest: per_cpu
[    1.100009]         1..2
[    1.100010]         ok 1 cpu0
[    1.100011]         ok 2 cpu1
[    1.100012]     ok 2 per_cpu
[    1.100013]     ok 3 skipped # SKIP not here
[    1.100014]     # demo: pass:2 fail:0 skip:1 total:3
[    1.100015] ok 1 demo
[    1.200000] wq-rework: init done
""".splitlines()


class KtapTest(unittest.TestCase):
    def test_strip_prefixes(self):
        self.assertEqual(ktap.strip('[   12.345678] ok 1 x'), 'ok 1 x')
        self.assertEqual(ktap.strip('[    1.000000][  T1] ok 1 x'), 'ok 1 x')
        self.assertEqual(ktap.strip('    ok 1 x'), '    ok 1 x')

    def test_nested_suite(self):
        docs = ktap.parse(GOOD)
        self.assertEqual(len(docs), 1)
        s = ktap.suites(docs)['demo']
        self.assertTrue(s.ok())
        self.assertEqual(s.sub.name, 'demo')
        self.assertEqual(s.sub.counts(), (3, 0, 1))
        self.assertEqual(s.sub.results[1].sub.name, 'per_cpu')
        self.assertIn('sizeof(struct work_struct) = 32', s.sub.diags)

    def test_failed_subtest_fails_parent_that_claims_ok(self):
        lines = [l.replace('ok 2 cpu1', 'not ok 2 cpu1') for l in GOOD]
        s = ktap.suites(ktap.parse(lines))['demo']
        self.assertFalse(s.ok())
        self.assertEqual(s.sub.counts()[1], 2)

    def test_missing_results_are_failures(self):
        lines = [l for l in GOOD if 'ok 3 skipped' not in l]
        s = ktap.suites(ktap.parse(lines))['demo']
        self.assertFalse(s.ok())
        self.assertEqual(s.sub.counts()[1], 1)

    def test_splat_patterns(self):
        for text in ('WARNING: CPU: 0 PID: 1 at lib/debugobjects.c:1',
                     'ODEBUG: free active (active state 0) object type: work_struct',
                     'BUG: sleeping function called from invalid context at x',
                     'INFO: task kworker/0:1:20 blocked for more than 20 seconds.',
                     'BUG: workqueue lockup - pool cpus=0',
                     'Kernel panic - not syncing: panic_on_warn set ...',
                     'WARNING: possible circular locking dependency detected',
                     ' Call Trace:'):
            self.assertEqual(ktap.splats(['[    1.0] ' + text]), [0], text)
        self.assertEqual(ktap.splats(GOOD), [])


class JudgeTest(unittest.TestCase):
    def test_good(self):
        self.assertEqual(boot.judge(GOOD, ['demo'], 'exit')[0], 0)

    def test_failed_test(self):
        lines = [l.replace('ok 1 first', 'not ok 1 first') for l in GOOD]
        code, report = boot.judge(lines, ['demo'], 'exit')
        self.assertEqual(code, 1)
        self.assertIn('  not ok 1 first', report)

    def test_splat_beats_passing_ktap(self):
        lines = GOOD + ['[    2.0] WARNING: CPU: 1 PID: 9 at x.c:1 f+0x1/0x2']
        self.assertEqual(boot.judge(lines, ['demo'], 'exit')[0], 1)

    def test_timeout(self):
        self.assertEqual(boot.judge(GOOD[:3], ['demo'], 'timeout')[0], 2)

    def test_no_init(self):
        self.assertEqual(boot.judge(GOOD[:1], ['demo'], 'exit')[0], 2)

    def test_missing_suite(self):
        lines = [l for l in GOOD if 'ok' not in l and 'KTAP' not in l]
        self.assertEqual(boot.judge(lines, ['demo'], 'exit')[0], 2)
        self.assertEqual(boot.judge(GOOD, ['demo', 'other'], 'exit')[0], 2)

    def test_too_few_cpus(self):
        lines = GOOD[:1] + ['[    0.9] smp: Brought up 1 node, 1 CPU'] + GOOD[1:]
        self.assertEqual(boot.judge(lines, ['demo'], 'exit', smp=2)[0], 2)
        self.assertEqual(boot.judge(lines, ['demo'], 'exit', smp=1)[0], 0)
        lines[1] = '[    0.9] smp: Brought up 1 node, 2 CPUs'
        self.assertEqual(boot.judge(lines, ['demo'], 'exit', smp=2)[0], 0)

    def test_init_not_done(self):
        self.assertEqual(boot.judge(GOOD[:-1], ['demo'], 'exit')[0], 2)

    def test_recorded_logs(self):
        # Real consoles of the boots make test runs, saved in testdata/.
        for name, expect, code in (('boot-good.log', 'wq_smoke', 0),
                                   ('boot-fail.log', 'wq_selftest_fail', 1),
                                   ('boot-splat.log', 'wq_selftest_splat', 1),
                                   ('boot-no-ktap.log', 'wq_smoke', 2)):
            self.assertEqual(boot.judge(log(name), [expect], 'exit')[0],
                             code, name)


class AccelTest(unittest.TestCase):
    """boot.boot() chooses KVM or TCG; QEMU itself is replaced by a fake."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.args = boot.argparse.Namespace(
            accel='auto', accel_cache=os.path.join(self.tmp.name, 'accel'),
            kernel='k', initrd='i', mem=64, smp=2, append='',
            log=os.path.join(self.tmp.name, 'log'), timeout=5)
        self.calls = []

    def tearDown(self):
        self.tmp.cleanup()

    def fake(self, kvm_works):
        def run(cmd, log, timeout, first_output=None):
            accel = cmd[cmd.index('-accel') + 1]
            self.calls.append(accel)
            if accel == 'kvm' and not kvm_works:
                return 'silent', {'exit': first_output}
            return 'exit', {'kernel': 1, 'exit': 3}
        return run

    def test_kvm_hang_falls_back_and_is_remembered(self):
        self.assertEqual(boot.boot(self.args, self.fake(False))[0], 'tcg')
        self.assertEqual(self.calls, ['kvm', 'tcg'])
        self.assertEqual(boot.boot(self.args, self.fake(False))[0], 'tcg')
        self.assertEqual(self.calls, ['kvm', 'tcg', 'tcg'])

    def test_working_kvm_boots_once(self):
        self.assertEqual(boot.boot(self.args, self.fake(True))[0], 'kvm')
        self.assertEqual(self.calls, ['kvm'])

    def test_forced_kvm_reports_its_hang(self):
        self.args.accel = 'kvm'
        accel, status, _ = boot.boot(self.args, self.fake(False))
        self.assertEqual((accel, status), ('kvm', 'silent'))
        self.assertEqual(self.calls, ['kvm'])


class KbuildTest(unittest.TestCase):
    def test_config_check(self):
        frag = ['CONFIG_A=y\n', '# CONFIG_B is not set\n', 'CONFIG_C=8\n',
                'CONFIG_D=y\n']
        dot = ['CONFIG_A=y\n', 'CONFIG_C=4\n', '# CONFIG_D is not set\n']
        self.assertEqual(kbuild.missing_options(frag, dot),
                         [('CONFIG_C', '8', '4'), ('CONFIG_D', 'y', 'n')])

    def test_summarize_first_error(self):
        lines = ['  CC      kernel/a.o',
                 'In file included from kernel/b.c:3:',
                 'include/linux/x.h:5:1: error: unknown type name \'foo\'',
                 '    5 | foo bar;',
                 'kernel/b.c:9:2: error: second error',
                 'make[2]: *** [scripts/Makefile.build:250: kernel/b.o] Error 1']
        out = kbuild.summarize(lines)
        self.assertEqual(out[0], 'In file included from kernel/b.c:3:')
        self.assertIn('include/linux/x.h:5:1: error: unknown type name \'foo\'', out)

    def test_summarize_link_error(self):
        lines = ['  LD      vmlinux', 'ld: kernel/a.o: in function `f\':',
                 'a.c:(.text+0x5): undefined reference to `g\'']
        self.assertIn('a.c:(.text+0x5): undefined reference to `g\'',
                      kbuild.summarize(lines))


class SizesTest(unittest.TestCase):
    """tools/sizes.py on recorded pahole output and a hand-made DWARF table."""

    def test_lockdep_bytes_of_recorded_work_struct(self):
        with open(os.path.join(HERE, 'testdata/pahole-E-work_struct.txt')) as f:
            recorded = f.read()
        saved, sizes.run = sizes.run, lambda *cmd: recorded
        try:
            self.assertEqual(sizes.lockdep_bytes('vmlinux', 'work_struct'), 40)
        finally:
            sizes.run = saved

    def test_attribute_forms(self):
        self.assertEqual(sizes.name_of('(indirect string, offset: 0x1b2): foo'), 'foo')
        self.assertEqual(sizes.name_of('(string) krc'), 'krc')
        self.assertEqual(sizes.num('(data1) 15'), 15)
        self.assertEqual(sizes.num('0x10'), 16)
        self.assertIsNone(sizes.num('<0x1234>'))

    def test_work_bytes_through_structs_arrays_unions(self):
        S, M, A, R = ('DW_TAG_structure_type', 'DW_TAG_member',
                      'DW_TAG_array_type', 'DW_TAG_subrange_type')
        t = {   # offset: [tag, attrs, children, depth]
            1: [S, {'DW_AT_name': '(string) work_struct', 'DW_AT_byte_size': '32'}, [], 1],
            2: [S, {'DW_AT_name': '(string) delayed_work', 'DW_AT_byte_size': '88'}, [], 1],
            3: [A, {'DW_AT_type': '<0x1>'}, [4], 1],
            4: [R, {'DW_AT_upper_bound': '(data1) 1'}, [], 2],
            5: ['DW_TAG_union_type', {'DW_AT_byte_size': '32'}, [6, 7], 1],
            6: [M, {'DW_AT_type': '<0x1>'}, [], 2],
            7: [M, {'DW_AT_type': '<0x2>'}, [], 2],
            8: [S, {'DW_AT_name': '(string) foo', 'DW_AT_byte_size': '400'}, [9, 10, 11, 12], 1],
            9: [M, {'DW_AT_type': '<0x2>'}, [], 2],
            10: [M, {'DW_AT_type': '<0x3>'}, [], 2],
            11: [M, {'DW_AT_type': '<0x5>'}, [], 2],
            12: [M, {'DW_AT_type': '<0xd>'}, [], 2],
            13: ['DW_TAG_pointer_type', {'DW_AT_type': '<0x1>'}, [], 1],
            14: ['DW_TAG_variable', {'DW_AT_name': '(string) g', 'DW_AT_type': '<0x8>',
                                     'DW_AT_location': '(DW_OP_addr: ffff1000)'}, [], 1],
            15: ['DW_TAG_variable', {'DW_AT_name': '(string) l', 'DW_AT_type': '<0x8>',
                                     'DW_AT_location': '(DW_OP_fbreg: -8)'}, [], 2],
        }
        # delayed 88 + 2 x 32 + the larger union member 88; not the pointer.
        self.assertEqual(sizes.Types(t).work(8), 88 + 64 + 88)
        self.assertEqual(sizes.globals_with_work(t),
                         [{'name': 'g', 'work_bytes': 240, 'size': 400}])


class CheckCoreTest(unittest.TestCase):
    """tools/check_core.py on hand-made diffs: only documented additions pass."""

    ALLOWED = """# comment
@@ include/linux/workqueue.h: PREPARE_WORK is back

#define PREPARE_WORK(w, f) ((w)->func = (f))

"""
    HEAD = """diff --git a/include/linux/workqueue.h b/include/linux/workqueue.h
--- a/include/linux/workqueue.h
+++ b/include/linux/workqueue.h
"""

    def errors(self, body):
        return check_core.check(check_core.parse_diff(self.HEAD + body),
                                check_core.parse_allowed(self.ALLOWED))

    def test_documented_addition_passes(self):
        # The blank line diff put before the block does not matter.
        self.assertEqual(self.errors("""@@ -307,0 +308,2 @@ x
+
+#define PREPARE_WORK(w, f) ((w)->func = (f))
"""), [])

    def test_changed_line_fails(self):
        e = self.errors("""@@ -10 +10 @@ x
-\tatomic_long_t data;
+\tatomic_long_t wq_data;
@@ -307,0 +308,1 @@ x
+#define PREPARE_WORK(w, f) ((w)->func = (f))
""")
        self.assertEqual(len(e), 1)
        self.assertIn('differs from upstream', e[0])

    def test_undocumented_addition_and_missing_block_fail(self):
        e = self.errors("""@@ -307,0 +308,1 @@ x
+#define INIT_WORK_NAR(w, f) INIT_WORK(w, f)
""")
        self.assertEqual(len(e), 2)
        self.assertIn('does not document', e[0])
        self.assertIn('is not in the tree', e[1])


class CoreDirTest(unittest.TestCase):
    """tools/core-dir.sh: the core series of the kernel of upstream."""

    def core_dir(self, version, patchlevel):
        with tempfile.TemporaryDirectory() as repo:
            git = ['git', '-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t']
            subprocess.run(git + ['init', '-q', '-b', 'upstream'], check=True)
            with open(os.path.join(repo, 'Makefile'), 'w') as f:
                f.write('# SPDX\nVERSION = %d\nPATCHLEVEL = %d\nSUBLEVEL = 3\n'
                        % (version, patchlevel))
            subprocess.run(git + ['add', '-A'], check=True)
            subprocess.run(git + ['commit', '-q', '-m', 'import'], check=True)
            return subprocess.run([os.path.join(HERE, 'core-dir.sh'), repo],
                                  check=True, capture_output=True,
                                  text=True).stdout.strip()

    def test_ported_kernel_gets_its_series(self):
        self.assertEqual(self.core_dir(6, 12),
                         os.path.join(TOP, 'core-patch', 'linux-6.12'))
        self.assertTrue(os.path.isdir(os.path.join(self.core_dir(6, 12), 'legacy')))

    def test_other_kernels_get_the_6_1_series(self):
        for v in ((6, 1), (6, 13), (5, 12)):
            self.assertEqual(self.core_dir(*v), os.path.join(TOP, 'core-patch'), v)

    def test_tree_without_upstream_gets_the_6_1_series(self):
        # make convert TREE= runs it on a tree of someone else.
        with tempfile.TemporaryDirectory() as repo:
            subprocess.run(['git', 'init', '-q', '-b', 'master', repo], check=True)
            out = subprocess.run([os.path.join(HERE, 'core-dir.sh'), repo],
                                 check=True, capture_output=True, text=True).stdout
            self.assertEqual(out.strip(), os.path.join(TOP, 'core-patch'))


class MergeTableTest(unittest.TestCase):
    """The collect logs of several passes become one table."""

    def log(self, d, name, lines):
        import json
        path = os.path.join(d, name)
        with open(path, 'w') as f:
            f.write(json.dumps({'file': 'a.c', 'lines': lines}) + '\n')
        return path

    def test_merge(self):
        with tempfile.TemporaryDirectory() as d:
            a = self.log(d, 'a', [
                'WQR-HANDLER f {"kind": "self"}',
                'WQR-HANDLER g {"kind": "none"}',
                'WQR-DELAYED typed foo.w', 'WQR-LEFT h', 'noise',
                'WQR-RELAY wf {"index": 1, "field": "t"}',
                'WQR-HDEF static f', 'WQR-HDEF static run'])
            b = self.log(d, 'b', [
                'WQR-HANDLER g {"kind": "self"}', 'WQR-HDEF extern f',
                'WQR-DELAYED param fn:1', 'WQR-DELAYED typed bar.w'])
            t = spatch_run.merge_table([a, b])
        self.assertEqual(t['handlers'], {'f': {'kind': 'self'}})
        self.assertEqual(t['conflicts'], ['g'])
        self.assertEqual(t['typeds'], ['bar.w', 'foo.w'])
        self.assertEqual(t['params'], ['fn:1'])
        self.assertEqual(t['lefts'], ['h'])
        self.assertEqual(t['relays'], {'wf': {'index': 1, 'field': 't'}})
        self.assertEqual(t['static_handlers'], ['f', 'run'])
        self.assertEqual(t['extern_handlers'], ['f'])

    def test_untyped_agrees(self):
        """An initialiser whose data type spatch did not know agrees with a
        typed one of the same path (backing-dev.c: &bdi->wb)."""
        with tempfile.TemporaryDirectory() as d:
            a = self.log(d, 'a', [
                'WQR-HANDLER f {"kind": "container", "path": "w", "type": ""}',
                'WQR-HANDLER f {"kind": "container", "path": "w", "type": "s"}',
                'WQR-HANDLER g {"kind": "container", "path": "w", "type": "s"}',
                'WQR-HANDLER g {"kind": "container", "path": "v", "type": ""}'])
            t = spatch_run.merge_table([a])
        self.assertEqual(t['handlers'], {'f': {'kind': 'container', 'path': 'w', 'type': 's'}})
        self.assertEqual(t['conflicts'], ['g'])


    def test_stub_agrees(self):
        """A rewind record of a handler that ignores its argument (a
        header's empty stub) yields to the real handler's, in either order;
        the forward's dict records of NULL data do not."""
        with tempfile.TemporaryDirectory() as d:
            a = self.log(d, 'a', [
                'WQR-HANDLER f ["none", "", "", ""]',
                'WQR-HANDLER f ["container", "struct s", "w", ""]',
                'WQR-HANDLER g ["container", "struct s", "w", ""]',
                'WQR-HANDLER g ["none", "", "", ""]',
                'WQR-HANDLER h ["container", "struct s", "w", ""]',
                'WQR-HANDLER h ["self", "", "", ""]',
                'WQR-HANDLER k {"kind": "none"}',
                'WQR-HANDLER k {"kind": "self"}'])
            t = spatch_run.merge_table([a])
        rec = ['container', 'struct s', 'w', '']
        self.assertEqual(t['handlers'], {'f': rec, 'g': rec})
        self.assertEqual(t['conflicts'], ['h', 'k'])

    def test_self_relays(self):
        """A wrapper one of whose handlers wants another container than it
        gives (virtgpu virtio_gpu_init_vq()) gives them all their item:
        its handlers become self ones, a static one by FILE:NAME; one that
        ignores its data stays; a handler of a wrapper that fits, or of no
        known kind, is left alone; a handler made self does not fit the
        other wrapper it is passed to, which becomes a self one too."""
        c = lambda q: ['container', 'struct s', q, '']
        with tempfile.TemporaryDirectory() as d:
            a = self.log(d, 'a', [
                'WQR-RELAY vq {"index": 1, "path": "dequeue_work"}',
                'WQR-RELAY ok {"index": 1, "path": "w"}',
                'WQR-RELAY other {"index": 1, "path": "v"}',
                'WQR-HANDLER ctrl ' + json.dumps(c('ctrlq.dequeue_work')),
                'WQR-HANDLER fits ' + json.dumps(c('dequeue_work')),
                'WQR-HANDLER a.c:stat ' + json.dumps(c('dequeue_work')),
                'WQR-HANDLER stat ' + json.dumps(c('dequeue_work')),
                'WQR-HANDLER idle ["none", "", "", ""]',
                'WQR-HANDLER good ' + json.dumps(c('w')),
                'WQR-HANDLER fits2 ' + json.dumps(c('v')),
                'WQR-HANDLER already ["self", "", "", ""]',
                'WQR-RELAY far {"index": 1, "path": "immediate"}',
                'WQR-HANDLER c.c:bh_rcv ' + json.dumps(c('base.inqueue.immediate')),
                'WQR-HCALL c.c far 1 bh_rcv', 'WQR-HCALL c.c far 0 already',
                'WQR-HCALL c.c notrelay 1 ctrl',
                'WQR-RELAYCALL a.c vq ctrl', 'WQR-RELAYCALL a.c vq fits',
                'WQR-RELAYCALL a.c vq stat', 'WQR-RELAYCALL a.c vq idle',
                'WQR-RELAYCALL a.c vq unknown', 'WQR-RELAYCALL a.c ok good',
                'WQR-RELAYCALL b.c other fits', 'WQR-RELAYCALL b.c other fits2',
                'WQR-RELAYCALL a.c vq already'])
            t = spatch_run.merge_table([a])
        # (already, which takes its item, is named: the patch pass takes no
        # handler of a wrapper as a self one unless the table says so.)
        # A call the collect pass could not tell from others (the wrapper
        # of another file: sctp) counts when the table has the wrapper and
        # the index is its handler's.
        self.assertEqual(t['selfs'], ['a.c:stat', 'already', 'c.c:bh_rcv', 'ctrl', 'fits', 'fits2'])
        self.assertTrue(t['relays']['far']['self'])
        self.assertTrue(t['relays']['vq']['self'])
        self.assertTrue(t['relays']['other']['self'])
        self.assertNotIn('self', t['relays']['ok'])
        self.assertEqual(t['handlers']['ctrl'], ['self', '', '', ''])
        self.assertEqual(t['handlers']['stat'], c('dequeue_work'))
        self.assertEqual(t['handlers']['idle'], ['none', '', '', ''])
        self.assertEqual(t['handlers']['good'], c('w'))


class GroupRunTest(unittest.TestCase):
    """Many files a spatch: each gets its own record, a failing file does
    not take the others with it, Python state does not leak between files,
    and a group killed halfway is run again file by file."""

    SCRIPT = """virtual patch

@initialize:python@
@@
import copy
seen = set()
_fresh = copy.deepcopy({k: v for k, v in globals().items()
                        if isinstance(v, (set, dict, list)) and k[0] != '_'})

@script:python fresh_file@
@@
globals().update(copy.deepcopy(_fresh))

@r@
identifier f;
@@
 f(...) { ... }

@script:python@
f << r.f;
@@
seen.add(f)
print('WQR-SEEN %s' % ' '.join(sorted(seen)))
if f == 'boom':
    raise Exception('boom')
if f == 'slow':
    import time
    time.sleep(60)

@depends on patch@
identifier r.f;
@@
- f
+ renamed
  (...) { ... }
"""

    def run_files(self, sources, timeout=120, group=25):
        import argparse
        d = self.enterContext(tempfile.TemporaryDirectory())
        with open(os.path.join(d, 't.cocci'), 'w') as f:
            f.write(self.SCRIPT)
        for name, text in sources.items():
            with open(os.path.join(d, name), 'w') as f:
                f.write(text)
        args = argparse.Namespace(tree=d, sp_file=os.path.join(d, 't.cocci'),
                                  mode='patch', timeout=timeout)
        env = dict(os.environ, PYTHONUNBUFFERED='1')
        recs = spatch_run.run_group(args, ['--smpl-spacing'], env,
                                    sorted(sources)[:group])
        texts = {}
        for n in sources:
            with open(os.path.join(d, n)) as f:
                texts[n] = f.read()
        return {r['file']: r for r in recs}, texts

    def test_groups(self):
        self.assertEqual(spatch_run.groups(list(range(10)), 2, 25),
                         [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9]])
        self.assertEqual([len(g) for g in spatch_run.groups(list(range(400)), 2, 25)],
                         [25] * 16)
        self.assertEqual(spatch_run.groups([], 2, 25), [])

    def test_group(self):
        recs, texts = self.run_files({
            'a.c': 'int a(void) { return 0; }\n',
            'b.c': 'int boom(void) { return 1; }\n',
            'c.c': 'int c(void) { return 2; }\n',
            'd.h': 'int x;\n'})
        self.assertEqual({f: r['status'] for f, r in recs.items()},
                         {'a.c': 'changed', 'b.c': 'failed',
                          'c.c': 'changed', 'd.h': 'unchanged'})
        self.assertIn('int renamed(void)', texts['a.c'])
        self.assertIn('int boom(void)', texts['b.c'])
        # Fresh state a file, and each file's output in its own record.
        self.assertIn('WQR-SEEN a', recs['a.c']['lines'])
        self.assertIn('WQR-SEEN c', recs['c.c']['lines'])

    def test_parse_regions(self):
        """hub.h: spatch skips the whole struct around the line it cannot
        parse; the record says which lines, so that the report can name
        the work API lines in them."""
        recs, _ = self.run_files({
            'a.c': 'int a(void) { return 0; }\n',
            'hub.h': '#include "usb.h"\n\nstruct usb_hub {\n\tstruct device *intfdev;\n'
                     '\tu8\t\t\t(*buffer)[8];\n\tstruct delayed_work leds;\n};\n\n'
                     'int hub_b(void) { return 1; }\n'})
        self.assertEqual(recs['hub.h']['parse_errors'], [5])
        first, last = recs['hub.h']['parse_regions'][0]
        self.assertTrue(first <= 3 and 7 <= last <= 8, (first, last))
        self.assertEqual(recs['a.c']['parse_regions'], [])

    def test_hung_group(self):
        """A file past its timeout by SLACK kills the group; the files
        spatch did not write are run again alone."""
        self.addCleanup(setattr, spatch_run, 'SLACK', spatch_run.SLACK)
        spatch_run.SLACK = 2
        recs, texts = self.run_files({
            'a.c': 'int a(void) { return 0; }\n',
            'b.c': 'int slow(void) { return 1; }\n'}, timeout=1)
        self.assertEqual(recs['a.c']['status'], 'changed')
        self.assertIn(recs['b.c']['status'], ('timeout', 'failed'))


class DelayedFilesTest(unittest.TestCase):
    """forward 0001's patch pass sees the files that name a delayed item
    or the delayed API, and only those."""

    TABLE = {'typeds': ['foo.dw', 'foo_t.tw', '{work_structaw;intn;}.aw'],
             'names': ['byname', 'work'],
             'decls': ['foo.dw', 'a.work', 'b.work', 'c.byname'],
             'globals': ['a.c:gwork', 'b.c:swork'],
             'statics': ['b.c:swork'], 'params': ['fn_q:1'],
             'ptypeds': ['(anon).pw'],
             'members': ['team.notify=team@notify']}

    def want(self, text):
        return delayed_files.wanted(text,
                                    *delayed_files.words_of(self.TABLE))

    def test_words(self):
        self.assertTrue(self.want('struct foo { struct work_struct dw; };'))
        self.assertTrue(self.want('static int f(struct foo *p) { p->dw; }'))
        self.assertTrue(self.want('foo *p; p->dw;'))
        self.assertTrue(self.want('x->byname'))
        self.assertTrue(self.want('queue_work(wq, &gwork);'))
        self.assertTrue(self.want('fn_q(p, &p->w);'))
        self.assertTrue(self.want('q->pw'))
        self.assertTrue(self.want('foo_t q; q.tw'))
        self.assertTrue(self.want('struct { struct work_struct aw;\n'
                                  '\tint n; } s; s.aw;'))
        self.assertTrue(self.want('schedule_delayed_work(&x->w, 1);'))
        self.assertTrue(self.want('INIT_DEFERRABLE_WORK(&x->w, f, x);'))

    def test_typedef(self):
        """A struct without a tag that a typedef names (imm.c): the
        header that declares it, spelt } T;, is in."""
        table = dict(self.TABLE, typeds=['imm_struct.imm_tq'], decls=['imm_struct.imm_tq'])
        words = delayed_files.words_of(table)
        self.assertTrue(delayed_files.wanted(
            'typedef struct {\n\tstruct work_struct imm_tq;\n} imm_struct;\n', *words))
        self.assertFalse(delayed_files.wanted('int imm_struct; x->imm_tq;', *words))

    def test_anon_member(self):
        """An item of a member of anonymous struct type (team@notify.nw,
        typed through the member): the file that names the outer struct
        and the item, not every file with an nw."""
        table = dict(self.TABLE, typeds=self.TABLE['typeds'] + ['team@notify.nw'])
        words = delayed_files.words_of(table)
        self.assertTrue(delayed_files.wanted(
            'struct team { struct { struct work_struct nw; } notify; };', *words))
        self.assertFalse(delayed_files.wanted('x->nw;', *words))

    def test_negative(self):
        # dw of another struct, foo without dw, words inside other words
        self.assertFalse(self.want('struct bar { struct work_struct dw; };'))
        self.assertFalse(self.want('struct foo *f; f->w;'))
        self.assertFalse(self.want('gwork_count; my_byname;'))
        self.assertFalse(self.want('queue_work(wq, &x->w);'))
        # foo and dw as plain words: spatch cannot type a foo here
        self.assertFalse(self.want('int foo; x->dw;'))
        self.assertFalse(self.want('/* foo\n * bar */ x->dw;'))
        # a name of many structs converts nothing: its uses are reported
        # where the delayed API is called
        self.assertFalse(self.want('struct a { struct work_struct work; };'))
        # another file's static global; another anonymous struct
        self.assertFalse(self.want('queue_work(wq, &swork);'))
        self.assertFalse(self.want('struct { struct work_struct aw; } s;'))


class ResolveTest(unittest.TestCase):
    """Evidence through a member whose struct another file declares
    (nf_conntrack_ecache.c: &cnet->ecache.dwork, struct in a header)
    becomes typed evidence once the table has every file's members."""

    TABLE = {'members': ['nf_conntrack_net.ecache=nf_conntrack_net_ecache',
                         '.ops=ops_a', '.ops=ops_b', '.mgpu=mgpu_info',
                         'lio.link_status_wq=cavium_wq', 'cavium_wq.wk=cavium_wk'],
             'mtypeds': ['nf_conntrack_net.ecache.dwork', 'other.m.w',
                         'lio.link_status_wq.wk.work', 'lio.link_status_wq.nowk.work'],
             'gtypeds': ['ops.w', 'mgpu.reset_work'],
             'typeds': ['foo.dw']}

    def test_resolve(self):
        t = delayed_files.resolve(self.TABLE)
        # the member's struct, the global's struct; not an unknown
        # member, nor a global two headers give different types
        # (and two members down, when both members are known)
        self.assertEqual(t['typeds'], ['cavium_wk.work', 'foo.dw', 'mgpu_info.reset_work',
                                       'nf_conntrack_net_ecache.dwork'])
        self.assertEqual(t['members'], self.TABLE['members'])

    def test_files(self):
        words = delayed_files.words_of(delayed_files.resolve(self.TABLE))
        # the header that declares the struct, the file that uses it
        # through the member (no delayed API call in it)
        self.assertTrue(delayed_files.wanted(
            'struct nf_conntrack_net_ecache { struct work_struct dwork; };', *words))
        self.assertTrue(delayed_files.wanted(
            'struct nf_conntrack_net *cnet; queue_work(wq, &cnet->ecache.dwork);', *words))
        self.assertTrue(delayed_files.wanted('queue_work(wq, &mgpu.reset_work);', *words))
        self.assertFalse(delayed_files.wanted('queue_work(wq, &ops.w);', *words))
        self.assertFalse(delayed_files.wanted('queue_work(wq, &x->m.w);', *words))


    def test_typedef_name(self):
        """A walk from a typedef name of a tagged struct (qla2xxx
        &vha->scan.scan_work of a scsi_qla_host_t *vha) goes through the
        members of the struct; a typedef of another struct does not."""
        t = dict(self.TABLE, members=self.TABLE['members'] + ['scsi_qla_host.scan=fab_scan'],
                 tdefs=['scsi_qla_host_t=scsi_qla_host', 'other_t=other'],
                 mtypeds=['scsi_qla_host_t.scan.scan_work', 'other_t.scan.scan_work'])
        self.assertEqual(delayed_files.resolve(t)['typeds'],
                         ['fab_scan.scan_work', 'foo.dw', 'mgpu_info.reset_work'])
        self.assertEqual(delayed_files.unknown_structs(t), ['other_t'])

    def test_unknown(self):
        """The structs a walk stops at, for forward.sh to collect the
        members of: not the walks that resolve, nor one through a member
        two files give different types."""
        t = dict(self.TABLE, members=self.TABLE['members'] + ['two.m=a', 'two.m=b'],
                 mtypeds=self.TABLE['mtypeds'] + ['two.m.w', 'x@a.b.w'])
        self.assertEqual(delayed_files.unknown_structs(t), ['cavium_wq', 'other'])


class DelayedApiListTest(unittest.TestCase):
    """forward 0001 lists the delayed API in its Python state and, as a
    constant set spatch matches by itself, in each rule that looks for it:
    all the lists must be the same."""

    def test_lists_agree(self):
        path = os.path.join(HERE, '..', 'cocci', 'forward',
                            '0001-separate-delayed-work.cocci')
        with open(path) as f:
            text = f.read()
        names = re.compile(r'[A-Za-z_]\w*')
        state = re.search(r'^DELAYED_API = \{(.*?)\}', text, re.S | re.M)
        python = set(names.findall(re.sub(r'#.*', '', state.group(1))))
        lists = re.findall(r'identifier api = \{(.*?)\};', text, re.S)
        self.assertGreaterEqual(len(lists), 5)
        self.assertIn('queue_delayed_work', python)
        for lst in lists:
            self.assertEqual(set(names.findall(lst)), python)


class CheckTreeTest(unittest.TestCase):
    """make check-tree's bookkeeping: failed targets, included headers,
    resuming only for the same commit."""

    def test_failed_target(self):
        m = check_tree.FAILED.match(
            'make[4]: *** [scripts/Makefile.build:250: drivers/a/b.o] Error 1')
        self.assertEqual(m.group(1), 'drivers/a/b.o')
        self.assertIsNone(check_tree.FAILED.match('make[4]: Leaving directory'))

    def test_group_all_cached(self):
        # A group the cache answered whole runs no make: without targets
        # make builds the whole kernel (check-tree stalled on such a group).
        calls = []
        real = check_tree.kmake
        check_tree.kmake = lambda *a, **k: calls.append(a) or \
            subprocess.CompletedProcess(a, 0, '', '')
        try:
            self.assertEqual(check_tree.compile_group(None, '/w/src', '/o', []), [])
        finally:
            check_tree.kmake = real
        self.assertEqual(calls, [])

    def test_first_error(self):
        # make -k -j2 -Otarget: each target's messages follow its CC line;
        # the error may be in a header, and the file's own line is added.
        out = ('  DESCEND objtool\n'
               '  CC      lib/kobject.o\n'
               '/w/src/converted/include/linux/build_bug.h:78:41: error: static assertion failed\n'
               '   78 | #define __static_assert(expr, msg, ...) _Static_assert(expr, msg)\n'
               '/w/src/converted/lib/kobject.c: In function f:\n'
               '/w/src/converted/lib/kobject.c:696:25: note: in expansion of macro container_of\n'
               'make[3]: *** [/w/src/converted/scripts/Makefile.build:250: lib/kobject.o] Error 1\n'
               '  CC [M]  fs/aio.o\n'
               '/w/src/converted/fs/aio.c:9:1: warning: unused\n'
               '  CC      fs/b.o\n'
               '/w/src/converted/fs/b.c:3:10: fatal error: a.h: No such file or directory\n'
               'make[2]: Target fs/aio.o not remade because of errors.\n')
        chunks = check_tree.target_output(out)
        self.assertEqual(sorted(chunks), ['fs/aio.o', 'fs/b.o', 'lib/kobject.o'])
        self.assertEqual(check_tree.first_error('/w/src/converted', 'lib/kobject.o',
                                                chunks['lib/kobject.o']),
                         'include/linux/build_bug.h:78:41: error: static assertion failed '
                         '(at lib/kobject.c:696:25: note: in expansion of macro container_of)')
        self.assertEqual(check_tree.first_error('/w/src/converted', 'fs/b.o', chunks['fs/b.o']),
                         'fs/b.c:3:10: fatal error: a.h: No such file or directory')
        self.assertIsNone(check_tree.first_error('/w/src/converted', 'fs/aio.o',
                                                 chunks['fs/aio.o']))

    def test_headers(self):
        with tempfile.TemporaryDirectory() as d:
            os.makedirs(os.path.join(d, 'drivers/a'))
            with open(os.path.join(d, 'drivers/a/.b.o.cmd'), 'w') as f:
                f.write('deps_drivers/a/b.o := \\\n  /w/src/legacy/include/linux/x.h \\\n'
                        '  $(srctree)/drivers/a/b.h \\\n  include/generated/autoconf.h \\\n'
                        '  /usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h \\\n')
            self.assertEqual(check_tree.headers_of('/w/src/legacy', d, 'drivers/a/b.c'),
                             {'include/linux/x.h', 'drivers/a/b.h'})
            self.assertEqual(check_tree.headers_of('/w/src/legacy', d, 'drivers/a/c.c'), set())

    def test_text_key(self):
        """The line markers (they name the worktree) do not count; the
        text and the config do."""
        k = check_tree.text_key
        a = b'# 1 "/w/src/legacy/a.c"\nint a;\n# 3 "/w/src/legacy/x.h" 1 3\nint x;\n'
        b = b'# 1 "/w/src/converted/a.c"\nint a;\n# 3 "/w/src/converted/x.h" 1 3\nint x;\n'
        self.assertEqual(k('c', a), k('c', b))
        self.assertNotEqual(k('c', a), k('c', a.replace(b'int x', b'long x')))
        self.assertNotEqual(k('c', a), k('d', a))

    def test_cache(self):
        """A file whose text compiled before is not compiled again; one
        that compiles now is added to the cache; a failure is not."""
        real = check_tree.preprocess_group, check_tree.compile_group
        compiled = []

        def compile_group(args, src, obj, files):
            compiled.extend(files)
            return [{'file': f, 'status': 'failed' if f == 'bad.c' else 'ok'} for f in files]
        check_tree.preprocess_group = lambda a, s, o, files: {
            f: 'k-' + f for f in files if f != 'noi.c'}
        check_tree.compile_group = compile_group
        try:
            with tempfile.TemporaryDirectory() as d:
                path = os.path.join(d, 'cache.jsonl')
                with open(path, 'w') as f:
                    f.write(json.dumps({'key': 'k-old.c', 'file': 'old.c', 'branch': 'legacy',
                                        'date': '2026-12-01'}) + '\n{"key": "k-cut')
                cache = check_tree.load_cache(path)
                args = argparse.Namespace(cache=path)
                with open(path, 'a') as added:
                    added.write('\n')
                    recs = check_tree.check_group(args, 's', 'o', 'converted',
                                                  ['new.c', 'old.c', 'bad.c', 'noi.c'],
                                                  cache, added)
                self.assertEqual(compiled, ['new.c', 'bad.c', 'noi.c'])
                self.assertEqual([r['file'] for r in recs], ['new.c', 'old.c', 'bad.c', 'noi.c'])
                self.assertEqual(recs[1], {'file': 'old.c', 'status': 'ok', 'cached': '2026-12-01'})
                self.assertEqual(sorted(check_tree.load_cache(path)), ['k-new.c', 'k-old.c'])
                check_tree.save_cache(path, check_tree.load_cache(path))
                with open(path) as f:
                    self.assertEqual([json.loads(l)['key'] for l in f], ['k-new.c', 'k-old.c'])
        finally:
            check_tree.preprocess_group, check_tree.compile_group = real

    def test_resume(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, 'b.jsonl')
            self.assertEqual(check_tree.load(path, 'c1'), {})
            with open(path, 'a') as f:
                f.write('{"file": "a.c", "status": "ok"}\n{"file": "b.c", "sta')
            self.assertEqual(list(check_tree.load(path, 'c1')), ['a.c'])
            self.assertEqual(check_tree.load(path, 'c2'), {})
            self.assertEqual(check_tree.load(path, 'c2'), {})


    def test_causes(self):
        """A failure is explained by what the run said about the file the
        error names or the .c file; else it is unexplained."""
        with tempfile.TemporaryDirectory() as d:
            state = os.path.join(d, 'rewind', 'tree')
            os.makedirs(state)
            recs = [{'file': 'a.c', 'status': 'changed', 'lines': [
                        'a.c:3:1-10: rewind-0004: data of INIT_WORK for handler f not known here']},
                    {'file': 'x.h', 'status': 'unchanged', 'lines': [
                        ' = File "x.h", line 7, column 0, charpos = 9']},
                    {'file': 'b.c', 'status': 'failed', 'lines': ['Failure("already tagged token")']},
                    {'file': 'c.c', 'status': 'changed', 'lines': []}]
            with open(os.path.join(state, 'rewind-0004.jsonl'), 'w') as f:
                f.write(''.join(json.dumps(r) + '\n' for r in recs))
            with open(os.path.join(state, 'collect-0004.jsonl'), 'w') as f:
                f.write(json.dumps({'file': 'c.c', 'status': 'failed', 'lines': []}) + '\n')
            notes = check_tree.script_notes(d, 'tree', 'rewind')
            self.assertEqual(notes, {'a.c': 1, 'x.h': 2, 'b.c': 0})
            self.assertEqual(check_tree.script_notes(d, 'boot', 'rewind'), {})
            ex = check_tree.explain
            self.assertEqual(ex('a.c', 'a.c:5:3: error: macro "INIT_WORK"', notes), 'site reported')
            self.assertEqual(ex('d.c', 'x.h:7:1: error: field', notes), 'not parsed')
            self.assertEqual(ex('b.c', 'x.h:7:1: error: field', notes), 'spatch failed')
            self.assertEqual(ex('c.c', 'c.c:1:1: error: x', notes), 'unexplained')
            self.assertEqual(ex('c.c', 'failed, no error message', notes), 'unexplained')


    def test_check(self):
        """Legacy and converted compile every file, upstream only those
        that fail in one of them; out of scope is what fails there too."""
        status = {('legacy', 'bad.c'): 'failed', ('converted', 'bad.c'): 'failed',
                  ('converted', 'ours.c'): 'failed',
                  ('legacy', 'arm.c'): 'not built', ('converted', 'arm.c'): 'not built',
                  ('upstream', 'bad.c'): 'failed', ('upstream', 'arm.c'): 'not built'}
        asked = {}

        def run(b, files):
            asked[b] = list(files)
            return {f: {'status': status.get((b, f), 'ok')} for f in files}
        files = ['ok.c', 'bad.c', 'ours.c', 'arm.c']
        results, in_scope, out = check_tree.check(files, run)
        self.assertEqual(asked, {'legacy': files, 'converted': files,
                                 'upstream': ['bad.c', 'ours.c', 'arm.c']})
        self.assertEqual(out, ['bad.c', 'arm.c'])
        self.assertEqual(in_scope, ['ok.c', 'ours.c'])
        self.assertEqual(results['converted']['ours.c']['status'], 'failed')
        # Nothing fails: upstream is not even prepared.
        asked.clear()
        results, in_scope, out = check_tree.check(['ok.c'], run)
        self.assertEqual(list(asked), ['converted', 'legacy'])
        self.assertEqual((in_scope, out, results['upstream']), (['ok.c'], [], {}))

class ResultsReportTest(unittest.TestCase):
    """results/README.md says what each figure comes from, and names what
    was never measured instead of filling it in."""

    def test_report(self):
        import json
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, 'boot-legacy.json'), 'w') as f:
                json.dump({'accel': 'tcg', 'status': 'exit', 'exit': 0,
                           'what': 'legacy at abc', 'date': '2026-12-05',
                           'times': {'kernel': 0.9, 'init': 2.4, 'done': 2.8},
                           'report': ['PASS wq_smoke: 27 passed',
                                      'verdict: all tests passed, no splat']}, f)
            results_report.main(d)
            with open(os.path.join(d, 'README.md')) as f:
                text = f.read()
        self.assertIn('| legacy | legacy at abc | 2026-12-05 | tcg | 0.9 / 2.4 / 2.8 '
                      '| PASS wq_smoke: 27 passed | verdict: all tests passed, no splat |', text)
        # No tree-scope run: no tree table, which would be all "not run".
        self.assertNotIn('SCOPE=tree', text)
        for missing in ('Not measured: run `make sizes`', 'No run recorded',
                        'No oracle recorded', 'Not run yet: `make check-tree`'):
            self.assertIn(missing, text)


class RunReportTest(unittest.TestCase):
    """A forward run's logs become the table of results/forward-SCOPE."""

    def test_forward(self):
        import json
        with tempfile.TemporaryDirectory() as d:
            state = os.path.join(d, 'forward', 'boot')
            os.makedirs(state)

            def write(name, text):
                with open(os.path.join(state, name), 'w') as f:
                    f.write(text)

            def rec(file, status, lines=(), regions=()):
                return json.dumps({'file': file, 'status': status,
                                   'seconds': 1.0, 'lines': list(lines),
                                   'parse_regions': list(regions)}) + '\n'
            write('files', 'a.c\nb.c\nc.c\n')
            write('files-0001-collect', 'a.c\nb.c\n')
            write('files-0001-closure-2', 'b.c\n')
            write('times', 'collect-0001 7\nforward-0004 3\n')
            write('collect-0001-1.jsonl', rec('a.c', 'unchanged', ['WQR-DELAYED typed s.w'])
                  + rec('b.c', 'unchanged'))
            write('collect-0001-2.jsonl', rec('b.c', 'unchanged'))
            write('files-0001-members-1', 'm.h\n')
            write('collect-0001-members-1.jsonl', rec('m.h', 'unchanged'))
            write('forward-0004.jsonl', rec('a.c', 'changed')
                  + rec('b.c', 'unchanged', ['b.c:3:1-2: forward-0004: handler h not converted'])
                  + rec('c.c', 'failed')
                  + rec('h.h', 'unchanged', [' = File "h.h", line 3, column 1, charpos = 9'],
                        [[1, 4]]))
            tree = os.path.join(d, 'tree')
            os.makedirs(tree)
            with open(os.path.join(tree, 'h.h'), 'w') as f:
                f.write('struct s {\n\tint a;\n\tu8 (*b)[8];\n\tstruct delayed_work w;\n};\n')
            out = os.path.join(d, 'out')
            self.assertEqual(run_report.main(state, 'boot', out, tree), 0)
            with open(out + '.json') as f:
                r = json.load(f)
            with open(out + '.md') as f:
                md = f.read()
        steps = {s['pass']: s for s in r['steps']}
        self.assertEqual(list(steps), ['collect-0001-1', 'collect-0001-2',
                                       'collect-0001-members-1', 'forward-0004'])
        self.assertEqual(steps['collect-0001-1']['wall_seconds'], 7)
        self.assertIsNone(steps['collect-0001-2']['wall_seconds'])
        self.assertTrue(steps['collect-0001-2']['complete'])
        # a members round: its own file list, its time in collect-0001's
        self.assertEqual(steps['collect-0001-members-1']['given'], 1)
        self.assertIsNone(steps['collect-0001-members-1']['wall_seconds'])
        self.assertEqual(steps['forward-0004']['given'], 3)
        self.assertEqual(sorted(p['file'] for p in steps['forward-0004']['problems']),
                         ['b.c', 'c.c'])
        self.assertEqual(r['command'], 'make convert SCOPE=boot')
        self.assertIn('# Forward, SCOPE=boot', md)
        self.assertIn('handler h not converted', md)
        # The struct spatch skipped holds a work item: line 4 is named.
        self.assertEqual(r['skipped_api_lines'], {'h.h': [4]})
        self.assertIn('`h.h`: 3; the skipped regions hold work API lines 4', md)
        self.assertIsNone(r['yardstick'])	# no trivial pass in this run

    def test_strict(self):
        """--strict: a file spatch failed or timed out on, or a pass cut
        short, is an error; a file with a report for a human is not."""
        import json
        with tempfile.TemporaryDirectory() as d:
            state = os.path.join(d, 'forward', 'boot')
            os.makedirs(state)
            out = os.path.join(d, 'out')

            def run(files, *recs):
                with open(os.path.join(state, 'files'), 'w') as f:
                    f.write(''.join(n + '\n' for n in files))
                with open(os.path.join(state, 'forward-0004.jsonl'), 'w') as f:
                    for name, status, lines in recs:
                        f.write(json.dumps({'file': name, 'status': status, 'seconds': 1.0,
                                            'lines': lines}) + '\n')
                return run_report.main(state, 'boot', out, strict=True)
            report = ['a.c:3:1-2: forward-0004: handler h not converted']
            self.assertEqual(run(['a.c', 'b.c'], ('a.c', 'unchanged', report),
                                 ('b.c', 'changed', [])), 0)
            self.assertEqual(run(['a.c', 'b.c'], ('a.c', 'changed', []),
                                 ('b.c', 'timeout', [])), 1)
            self.assertEqual(run(['a.c', 'b.c'], ('a.c', 'failed', []),
                                 ('b.c', 'changed', [])), 1)
            self.assertEqual(run(['a.c', 'b.c'], ('a.c', 'changed', [])), 1)
            self.assertEqual(run_report.main(state, 'boot', out), 0)

    def test_yardstick(self):
        """The passes after trivial against trivial, later collect rounds
        (no time of their own) counted in round 1."""
        steps = [{'pass': 'trivial', 'wall_seconds': 10, 'files': 20},
                 {'pass': 'collect-0001-1', 'wall_seconds': 7, 'files': 20},
                 {'pass': 'collect-0001-2', 'wall_seconds': None, 'files': 2},
                 {'pass': 'forward-0004', 'wall_seconds': 9, 'files': 8}]
        y = run_report.yardstick('forward', steps)
        self.assertEqual((y['total_seconds'], y['ratio'], y['met']), (16, 1.6, False))
        # The files of every pass, rounds too, at 0.5 s a file.
        self.assertEqual((y['parse_floor_seconds'], y['parse_floor_ratio']), (15, 1.5))
        steps[3]['wall_seconds'] = 8
        self.assertTrue(run_report.yardstick('forward', steps)['met'])
        steps[3]['wall_seconds'] = None	# a pass without a time: no figure
        self.assertIsNone(run_report.yardstick('forward', steps))
        self.assertIsNone(run_report.yardstick('rewind', steps[:2]))

    def test_reference(self):
        """Every pass but trivial against 0.28 s a candidate file."""
        steps = [{'pass': 'trivial', 'wall_seconds': 10},
                 {'pass': 'collect-0004', 'wall_seconds': 30},
                 {'pass': 'rewind-0004', 'wall_seconds': 26}]
        r = run_report.reference('rewind', steps, 100)
        self.assertEqual((r['reference_seconds'], r['total_seconds'], r['ratio'],
                          r['aim'], r['met']), (28.0, 56, 2.0, 2.0, True))
        self.assertFalse(run_report.reference('forward', steps, 100)['met'])
        steps[2]['wall_seconds'] = None
        self.assertIsNone(run_report.reference('rewind', steps, 100))

    def test_foreign_dir(self):
        with tempfile.TemporaryDirectory() as d:
            self.assertEqual(run_report.main(d, 'boot', os.path.join(d, 'o')), 2)


class BenchRunsTest(unittest.TestCase):
    """bench.md gets the run tables between its markers, and only there."""

    def run_json(self, kind, scope, steps, yardstick=None):
        return {'kind': kind, 'scope': scope, 'date': '2026-12-04',
                'command': 'make x SCOPE=%s' % scope, 'candidate_files': 3,
                'machine': {'cores': 2, 'cpu': 'cpu'}, 'steps': steps,
                'yardstick': yardstick}

    def test_update(self):
        import json
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, 'bench.md'), 'w') as f:
                f.write('# Benchmarks\n\nfoundation table\n')
            steps = [{'pass': 'trivial', 'files': 3, 'wall_seconds': 2,
                      'counts': {'unchanged': 3}},
                     {'pass': 'forward-0001', 'files': 3, 'wall_seconds': 4,
                      'counts': {'changed': 1, 'failed': 1, 'unchanged': 1}},
                     {'pass': 'collect-0001-2', 'files': 1, 'wall_seconds': None,
                      'counts': {'unchanged': 1}}]
            y = {'ratio': 2.0, 'trivial_seconds': 2, 'goal': 1.5, 'met': False}
            with open(os.path.join(d, 'forward-boot.json'), 'w') as f:
                json.dump(self.run_json('forward', 'boot', steps, y), f)
            bench_runs.update(d)
            bench_runs.update(d)	# a second time replaces, not appends
            with open(os.path.join(d, 'bench.md')) as f:
                text = f.read()
        self.assertTrue(text.startswith('# Benchmarks\n\nfoundation table\n'))
        self.assertEqual(text.count(bench_runs.BEGIN), 1)
        self.assertIn('| forward-0001 | 3 | 1 | 1 | 4 | 0.75 |', text)
        self.assertIn('| collect-0001-2 | 1 | 0 | 0 | - | - |', text)
        self.assertIn('4 s of wall time, 2.0 times the trivial pass (2 s); '
                      'goal 1.5: not met.', text)


class TreeTest(unittest.TestCase):
    """tools/tree.sh on a tiny fake kernel tree."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.src = os.path.join(self.tmp.name, 'src')
        os.makedirs(os.path.join(self.src, 'include/linux'))
        with open(os.path.join(self.src, 'Makefile'), 'w') as f:
            f.write('kernelversion:\n\t@echo 9.9.9\n')
        with open(os.path.join(self.src, 'include/linux/workqueue.h'), 'w') as f:
            f.write('/* fake */\n')
        self.repo = os.path.join(self.tmp.name, 'linux')

    def tearDown(self):
        self.tmp.cleanup()

    def tree(self, src=None):
        return subprocess.run([os.path.join(HERE, 'tree.sh'), src or self.src,
                               self.repo], capture_output=True, text=True)

    def git(self, *args):
        return subprocess.run(['git', '-C', self.repo] + list(args),
                              capture_output=True, text=True, check=True).stdout

    def test_import_then_reuse(self):
        r = self.tree()
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.git('rev-list', '--count', 'upstream').strip(), '1')
        self.assertIn('Linux 9.9.9', self.git('log', '-1', '--format=%s'))
        first = self.git('rev-parse', 'upstream')
        r = self.tree()
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn('reusing', r.stdout)
        self.assertEqual(self.git('rev-parse', 'upstream'), first)

    def test_tarball_import(self):
        tar = os.path.join(self.tmp.name, 'linux-source-9.9.tar.xz')
        subprocess.run(['tar', '-C', self.tmp.name, '--transform',
                        's,^src,linux-source-9.9,', '-cJf', tar, 'src'],
                       check=True)
        r = self.tree(tar)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(os.path.exists(os.path.join(self.repo, 'Makefile')))
        self.assertEqual(self.tree(tar).returncode, 0)
        # The same tree under another name is another source.
        self.assertNotEqual(self.tree().returncode, 0)

    def test_dirty_tree_refused_and_kept(self):
        self.tree()
        path = os.path.join(self.repo, 'Makefile')
        with open(path, 'a') as f:
            f.write('# local edit\n')
        r = self.tree()
        self.assertNotEqual(r.returncode, 0)
        self.assertIn('dirty', r.stderr)
        with open(path) as f:
            self.assertIn('# local edit', f.read())

    def test_very_dirty_tree_refused(self):
        # More status than a pipe holds: listing only its head must not
        # kill git status with SIGPIPE and the script with it (pipefail).
        self.tree()
        for i in range(3000):
            open(os.path.join(self.repo, 'untracked-%04d-%s' % (i, 'x' * 40)),
                 'w').close()
        r = self.tree()
        self.assertNotEqual(r.returncode, 0)
        self.assertIn('dirty', r.stderr)

    def test_other_source_refused(self):
        self.tree()
        with open(os.path.join(self.src, 'Makefile'), 'a') as f:
            f.write('# changed upstream\n')
        r = self.tree()
        self.assertNotEqual(r.returncode, 0)
        self.assertIn('different source', r.stderr)

    def test_foreign_repo_refused(self):
        os.makedirs(self.repo)
        subprocess.run(['git', 'init', '-q', self.repo], check=True)
        r = self.tree()
        self.assertNotEqual(r.returncode, 0)
        self.assertIn('foreign', r.stderr)

    def test_extra_commits_on_upstream_refused(self):
        self.tree()
        subprocess.run(['git', '-C', self.repo, '-c', 'user.name=t', '-c',
                        'user.email=t@t', 'commit', '-q', '--allow-empty',
                        '-m', 'x'], check=True)
        r = self.tree()
        self.assertNotEqual(r.returncode, 0)
        self.assertIn('2 commits', r.stderr)

    def test_interrupted_import_restarts(self):
        os.makedirs(self.repo + '.import-tmp')
        open(os.path.join(self.repo + '.import-tmp', '.wq-rework-import'),
             'w').close()
        r = self.tree()
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn('interrupted', r.stdout)

    def test_not_a_kernel_refused(self):
        os.remove(os.path.join(self.src, 'include/linux/workqueue.h'))
        r = self.tree()
        self.assertNotEqual(r.returncode, 0)
        self.assertIn('does not look like a kernel tree', r.stderr)
        self.assertFalse(os.path.exists(self.repo))


class OracleCausesTest(unittest.TestCase):
    """tools/oracle.py says why a file differs, from a repository with
    branches upstream and converted, one file a cause."""

    UPSTREAM = {
        'layout.c': 'static void f(struct work_struct *work)\n{\n\tstruct t *x = container_of(work, struct t, w);\n}\n',
        'names.c': 'static void f(struct work_struct *wp)\n{\n\tg(wp);\n}\n',
        'names_api.c': 'static void f(struct work_struct *delayed_work);\n',
        'member_api.c': 'g(&x->delayed_work);\n',
        'fptr.c': 'int q(struct v *v,\n\t void (*work_func)(struct work_struct *work))\n{\n}\n',
        'wrapper.c': 'x = container_of(to_delayed_work(work), struct t, dw);\n',
        'nowrap.c': 'INIT_DELAYED_WORK(&t->dw, f);\nx = container_of(to_delayed_work(work),\n\t\t struct t, dw);\n',
        'queue0.c': 'queue_work(wq, &ssp->work.work);\n',
        'queue0ml.c': 'queue_work(kpcitest_workqueue, &epf_test->cmd_handler.work);\n',
        'wrapmacro.h': '#define TO_CORE(w) container_of(to_delayed_work(w),\t\\\n'
                       '\t\t\t\t    struct si476x_core,\t\\\n\t\t\t\t    status_monitor)\n',
        'wrapself.c': 'static void f(struct work_struct *work)\n{\n'
                      '\tstruct wfx_vif *wvif = container_of(to_delayed_work(work), struct wfx_vif,\n'
                      '\t\t\t\t\t    beacon_loss_work);\n\n'
                      '\tschedule_delayed_work(to_delayed_work(work), HZ);\n}\n',
        'typeof.c': 'd = container_of(work, typeof(*d), dwork.work);\n',
        'from_work.c': 'struct eq *eq = from_work(eq, work, work);\n',
        'pending.c': 'f(test_bit(WORK_STRUCT_PENDING_BIT,\n\t work_data_bits(&cl->work)));\nif (!work_pending(&mmc->detect.work))\n',
        'const.c': 'static void free_work(struct work_struct *const work)\n{\n}\n',
        'cast.c': 'INIT_WORK(&ndsp->workq, (void *)dsp_send_bh);\n',
        'nocast.c': 'register_bh((void *)dsp_send_bh);\n',
        'scope.h': 'struct t {\n\tstruct delayed_work dw;\n};\n',
        'user.c': 'schedule_delayed_work(&t->dw, HZ);\n',
        'other.c': 'if (delayed_work_pending(&d))\n\tkick(d);\n',
        'delayed.c': 'if (delayed_work_pending(&d))\n\tcancel_delayed_work(&d);\n',
        'selfd.c': 'static void f(struct work_struct *work)\n{\n\tstruct t *d = container_of(work, struct t, work.work);\n\n'
                   '\tschedule_delayed_work(to_delayed_work(work), HZ);\n}\n',
        'wraplocal.c': '\tstruct delayed_work *dw = to_delayed_work(work);\n'
                       '\tstruct hifn_device *dev = container_of(dw, struct hifn_device, work);\n',
        'wrapassign.c': '\tstruct delayed_work *dwork;\n\n\tdwork = to_delayed_work(work);\n'
                        '\tctx = container_of(dwork, struct anx7625_data, hdcp_work);\n',
        'wrapconst.c': '\tdeferred = container_of_const(to_delayed_work(work),\n'
                       '\t\t\t\t      struct packet_pg_vec_free, work);\n',
        'wrapspelt.c': '\tstruct delayed_work *dw = container_of(work, struct delayed_work, work);\n'
                       '\tstruct lm90_data *data = container_of(dw, struct lm90_data, alert_work);\n',
        'wrapcast.c': '\tstruct delayed_work *dw = (struct delayed_work *)work;\n'
                      '\tstruct f *f = container_of(dw, struct f, timeout_work);\n',
        'wrapfirst.c': 'static void f(struct work_struct *__work)\n{\n'
                       '\tstruct delayed_work *delayed_work = container_of(__work, struct delayed_work, work);\n'
                       '\tstruct lm90_data *data = container_of(delayed_work, struct lm90_data, alert_work);\n\n'
                       '\tg(data);\n}\n',
        'hidden.c': 'static void f(struct work_struct *work)\n{\n\tstruct t *data = container_of(work, struct t, w);\n}\n'
                    'void g(struct t *x)\n{\n\tcancel_delayed_work(&x->dw);\n}\n',
        'self.c': 'static void f(struct work_struct *w)\n{\n\tstruct t *x = container_of(w, struct t, dw.work);\n\n\tqueue_work(wq, w);\n}\n',
        'notself.c': 'static void f(struct work_struct *w)\n{\n\tstruct t *x = container_of(w, struct t, dw);\n\n\tqueue_work(wq, w);\n}\n',
    }
    CONVERTED = {
        'layout.c': 'static void f(struct work_struct *work)\n{\n\tstruct t *x = container_of(work, struct t,\n\t\t\t\t    w);\n}\n',
        'names.c': 'static void f(struct work_struct *work)\n{\n\tg(work);\n}\n',
        'names_api.c': 'static void f(struct work_struct *work);\n',
        'member_api.c': 'g(&x->work);\n',
        'fptr.c': 'int q(struct v *v,\n\t work_func_t work_func)\n{\n}\n',
        'wrapper.c': 'x = container_of(work, struct t, dw.work);\n',
        'nowrap.c': 'INIT_DELAYED_WORK(&t->dw, f);\nx = container_of(work,\n\t\t struct t, dw);\n',
        'queue0.c': 'queue_delayed_work(wq, &ssp->work, 0);\n',
        'queue0ml.c': 'queue_delayed_work(kpcitest_workqueue, &epf_test->cmd_handler,\n\t\t   0);\n',
        'wrapmacro.h': '#define TO_CORE(w) container_of(w,\t\\\n'
                       '\t\t\t\t    struct si476x_core,\t\\\n\t\t\t\t    status_monitor.work)\n',
        'wrapself.c': 'static void f(struct work_struct *work)\n{\n'
                      '\tstruct wfx_vif *wvif = container_of(work, struct wfx_vif,\n'
                      '\t\t\t\t\t    beacon_loss_work.work);\n\n'
                      '\tschedule_delayed_work(&wvif->beacon_loss_work, HZ);\n}\n',
        'typeof.c': 'd = container_of(work, struct acpi_nfit_desc,\n\t\t\t dwork.work);\n',
        'from_work.c': 'struct eq *eq = container_of(work, struct eq, work);\n',
        'pending.c': 'f(work_pending(&cl->work));\nif (!delayed_work_pending(&mmc->detect))\n',
        'const.c': 'static void free_work(struct work_struct *work)\n{\n}\n',
        'cast.c': 'INIT_WORK(&ndsp->workq, (work_func_t)dsp_send_bh);\n',
        'nocast.c': 'register_bh((work_func_t)dsp_send_bh);\n',
        'scope.h': 'struct t {\n\tstruct work_struct dw;\n};\n',
        'other.c': 'if (work_pending(&d))\n\tkick(d, 1);\n',
        'delayed.c': 'if (work_pending(&d))\n\tcancel_work(&d);\n',
        'selfd.c': 'static void f(struct work_struct *work)\n{\n\tstruct t *d = container_of(work, struct t, work.work);\n\n'
                   '\tschedule_delayed_work(&d->work, HZ);\n}\n',
        'wraplocal.c': '\tstruct work_struct *dw = work;\n'
                       '\tstruct hifn_device *dev = container_of(dw, struct hifn_device,\n\t\t\t\t\t       work.work);\n',
        'wrapassign.c': '\tstruct work_struct *dwork;\n\n\tdwork = work;\n'
                        '\tctx = container_of(dwork, struct anx7625_data, hdcp_work.work);\n',
        'wrapconst.c': '\tdeferred = container_of_const(work,\n'
                       '\t\t\t\t      struct packet_pg_vec_free, work.work);\n',
        'wrapspelt.c': '\tstruct work_struct *dw = work;\n'
                       '\tstruct lm90_data *data = container_of(dw, struct lm90_data, alert_work.work);\n',
        'wrapcast.c': '\tstruct work_struct *dw = work;\n'
                      '\tstruct f *f = container_of(dw, struct f, timeout_work.work);\n',
        'wrapfirst.c': 'static void f(struct work_struct *delayed_work)\n{\n'
                       '\tstruct lm90_data *data = container_of(delayed_work, struct lm90_data,\n'
                       '\t\t\t\t\t      alert_work.work);\n\n'
                       '\tg(data);\n}\n',
        'hidden.c': 'static void f(void *data)\n{\n\tstruct t *data = data;\n}\n'
                    'void g(struct t *x)\n{\n\tcancel_work(&x->dw);\n}\n',
        'self.c': 'static void f(struct work_struct *work)\n{\n\tstruct t *x = container_of(work, struct t, dw.work);\n\n\tqueue_work(wq, &x->dw.work);\n}\n',
        'notself.c': 'static void f(struct work_struct *work)\n{\n\tstruct t *x = container_of(work, struct t, dw);\n\n\tqueue_work(wq, &x->dw.work);\n}\n',
    }

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.repo = self.tmp.name
        git = ['git', '-C', self.repo, '-c', 'user.name=t', '-c', 'user.email=t@t']
        subprocess.run(git + ['init', '-q', '-b', 'upstream'], check=True)
        for branch, files in (('upstream', self.UPSTREAM), ('converted', self.CONVERTED)):
            if branch == 'converted':
                subprocess.run(git + ['checkout', '-q', '-b', 'converted'], check=True)
            for name, text in files.items():
                with open(os.path.join(self.repo, name), 'w') as f:
                    f.write(text)
            subprocess.run(git + ['add', '-A'], check=True)
            subprocess.run(git + ['commit', '-q', '-m', branch], check=True)

    def tearDown(self):
        self.tmp.cleanup()

    def causes(self, path, scope=None):
        return oracle.text_causes(self.repo, path, scope or set(self.CONVERTED))

    def test_each_cause(self):
        for path in ('layout', 'names', 'typeof', 'wrapper', 'queue0', 'other'):
            name = path + '.c'
            self.assertEqual(self.causes(name)[0], [path], name)

    def test_names_api(self):
        # cfag12864b.c: a prototype's parameter named delayed_work is a
        # name; a member of that name is not.
        self.assertEqual(self.causes('names_api.c')[0], ['names'])
        self.assertEqual(self.causes('member_api.c')[0], ['other'])

    def test_fptr(self):
        # virtgpu_kms.c: a handler pointer parameter, spelt as 0002 does.
        self.assertEqual(self.causes('fptr.c')[0], ['fptr'])

    def test_const(self):
        # landlock ruleset.c: the const of the parameter is lost.
        self.assertEqual(self.causes('const.c')[0], ['const'])

    def test_cast(self):
        # mISDN dsp_core.c: a handler cast in an initialiser, spelt as
        # floppy.c's seed did; not a cast outside an initialiser.
        self.assertEqual(self.causes('cast.c')[0], ['cast'])
        self.assertEqual(self.causes('nocast.c')[0], ['other'])

    def test_pending(self):
        # bcache closure.c and tmio_mmc_core.c: the core's own definitions.
        self.assertEqual(self.causes('pending.c')[0], ['pending'])

    def test_from_work(self):
        # hns_roce_hw_v2.c: from_work() is container_of() with typeof.
        self.assertEqual(self.causes('from_work.c')[0], ['typeof'])

    def test_self(self):
        # netvsc.c: the handler requeues itself, its parameter w written
        # &x->path of its own container_of() (and renamed work).
        self.assertEqual(self.causes('self.c')[0], ['self', 'names'])
        # &x->dw.work is not w when the container_of() names dw.
        self.assertIn('other', self.causes('notself.c')[0])
        # lpar.c: to_delayed_work(work) written &d->work, d its
        # container_of(work, T, work.work).
        self.assertEqual(self.causes('selfd.c')[0], ['self'])

    def test_wrapper_through_a_local(self):
        # hifn_795x.c: dw = to_delayed_work(work), then container_of(dw,
        # T, work), written dw = work and container_of(dw, T, work.work).
        self.assertEqual(self.causes('wraplocal.c')[0], ['wrapper'])
        # anx7625.c: the local declared first, assigned later.
        self.assertEqual(self.causes('wrapassign.c')[0], ['wrapper'])
        # to_delayed_work() spelt out: lm90.c container_of(work, struct
        # delayed_work, work), host1x fence.c (struct delayed_work *)work.
        self.assertEqual(self.causes('wrapspelt.c')[0], ['wrapper'])
        self.assertEqual(self.causes('wrapcast.c')[0], ['wrapper'])
        # lm90.c: that local the first line of the handler, which the
        # legacy form folds into the parameter.
        self.assertEqual(self.causes('wrapfirst.c')[0], ['wrapper'])
        # wfx sta.c: &wvif->f written to_delayed_work(work) once the
        # wrapper is spelt out.
        self.assertEqual(self.causes('wrapself.c')[0], ['wrapper', 'self'])
        # af_packet.c: container_of_const().
        self.assertEqual(self.causes('wrapconst.c')[0], ['wrapper'])
        # si476x-core.h: in a macro, its lines continued.
        self.assertEqual(self.causes('wrapmacro.h')[0], ['wrapper'])

    def test_queue0_on_two_lines(self):
        # pci-epf-test.c: the converted call wrapped at 80 columns.
        self.assertEqual(self.causes('queue0ml.c')[0], ['queue0'])

    def test_wrapper_needs_the_inner_work(self):
        # kobject.c: without .work, container_of() of the work_struct is
        # not the same pointer (and does not compile): no wrapper.
        self.assertEqual(self.causes('nowrap.c')[0], ['other'])

    def test_every_range_explained(self):
        # An item plain here, delayed upstream, explains what it changes,
        # not the handler of the same file whose container is called data
        # and is set from itself (btusb.c, from the rewind of 8bee305's time).
        self.assertEqual(self.causes('delayed.c', {'delayed.c'})[0], ['delayed'])
        self.assertEqual(self.causes('hidden.c', {'hidden.c'})[0], ['delayed', 'other'])

    def test_scope_names_the_files_outside(self):
        # user.c, which makes dw delayed, is not in the scope.
        self.assertEqual(self.causes('scope.h'), (['scope'], ['user.c']))
        # With it in the scope, nothing outside explains the difference.
        self.assertEqual(self.causes('scope.h', set(self.UPSTREAM))[0], ['delayed'])

    def test_left_files(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, 'forward-0004.jsonl'), 'w') as f:
                for r in ({'file': 'a.c', 'status': 'unchanged', 'lines': [
                              'a.c:3:12-20: forward-0004: handler h not converted']},
                          {'file': 'b.c', 'status': 'failed', 'lines': []},
                          {'file': 'c.c', 'status': 'changed', 'lines': [
                              ' = File "c.c", line 4, column 1', 'BAD:!!!!! x']}):
                    f.write(json.dumps(r) + '\n')
            self.assertEqual(oracle.left_files(d), {'a.c', 'b.c'})

    def test_object_cause(self):
        self.assertEqual(oracle.object_cause(['Contents of section __bug_table'], ['a.c']), 'lines')
        self.assertEqual(oracle.object_cause(['f', 'Contents of section .text'], ['a.c']), 'code')
        self.assertEqual(oracle.object_cause(['f'], []), 'unexplained')


if __name__ == '__main__':
    unittest.main()
