#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# selftest.sh "BOOT COMMAND" WORK MODDIR LOGPREFIX [CASE...]
#
# Harness self-test: boot modules that are bad on purpose and require the
# boot runner's verdict for each.  Cases (default: all):
#   fail     a KTAP test fails                     -> exit 1
#   splat    all tests pass, then an ODEBUG splat  -> exit 1
#   free     a handler frees its object while an item of it is queued
#            (the stress suite's seeded bug)       -> exit 1, and the
#            console must show debugobjects catching it
#   no-ktap  the expected suite prints nothing     -> exit 2
# The good case (wq_smoke passing -> exit 0) is "make boot".
set -uo pipefail

boot=${1:?usage: selftest.sh "BOOT" WORK MODDIR LOGPREFIX [CASE...]}
work=${2:?}
moddir=${3:?}
prefix=${4:?}
shift 4
[ $# -gt 0 ] || set -- fail splat free no-ktap
tools=$(dirname "$0")

bad=0
for c in "$@"; do
	must=
	case $c in
	fail) mods=$moddir/selftest/wq_selftest_fail.ko; expect=wq_selftest_fail; want=1 ;;
	free) mods=$moddir/selftest/wq_selftest_free.ko; expect=wq_selftest_free; want=1
	      must='ODEBUG: free active .*object type: work_struct' ;;
	splat) mods=$moddir/selftest/wq_selftest_splat.ko; expect=wq_selftest_splat; want=1 ;;
	no-ktap) mods=; expect=wq_smoke; want=2 ;;
	*) echo "selftest: unknown case $c" >&2; exit 2 ;;
	esac
	initrd=$work/initramfs-selftest-$c.cpio
	"$tools/initramfs.sh" "$initrd" "$tools/../qemu/init" $mods || exit 2
	$boot --initrd "$initrd" --log "$prefix-$c.log" --expect $expect
	got=$?
	if [ -n "$must" ] && ! grep -qE "$must" "$prefix-$c.log"; then
		echo "selftest: $c: the console lacks /$must/: FAIL"
		bad=1
	elif [ "$got" = "$want" ]; then
		echo "selftest: $c: boot exited $got as it must: PASS"
	else
		echo "selftest: $c: boot exited $got, must be $want: FAIL"
		bad=1
	fi
done
exit $bad
