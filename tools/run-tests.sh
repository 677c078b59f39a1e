#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# run-tests.sh MAKE WORK
#
# "make test": run every check that exists, each one counted, and end with
# "N passed, N failed".  A check that cannot run (its prerequisite failed) is
# counted as failed, never as passed.  Output of each check goes to
# WORK/log/test-NAME.log and is shown when the check fails; the seconds of
# each check go to WORK/log/test-times.md (a measurement: copied to
# results/ by hand with the run it belongs to).
set -uo pipefail

make=${1:?usage: run-tests.sh MAKE WORK}
work=${2:?}
mkdir -p "$work/log"
passed=0
failed=0
broken=
times=$work/log/test-times.md
{
	echo "# make test: seconds a check"
	echo
	echo "Run of $(date -u '+%F %H:%M') UTC at commit $(git -C "$(dirname "$0")" rev-parse --short HEAD 2>/dev/null || echo '?'),"
	echo "on $(nproc) cores ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)),"
	echo "$(free -g | awk '/^Mem:/ {print $2}') GiB; command: make test WORK=$work."
	echo
	echo "| check | result | seconds | tally |"
	echo "|---|---|---|---|"
} >"$times"

check() {
	local name=$1
	shift
	local log=$work/log/test-$name.log start=$SECONDS
	if [ -n "$broken" ]; then
		echo "FAIL $name (not run: $broken failed)"
		echo "| $name | not run | 0 | |" >>"$times"
		failed=$((failed + 1))
		return 1
	fi
	if "$@" >"$log" 2>&1; then
		# A check made of many tests shows their own tally.
		local sub
		sub=$(grep -E '^[0-9]+ passed, [0-9]+ failed$|^Ran [0-9]+ tests' "$log" | tail -n 1)
		echo "PASS $name ($((SECONDS - start)) s${sub:+; $sub})"
		echo "| $name | PASS | $((SECONDS - start)) | $sub |" >>"$times"
		passed=$((passed + 1))
		return 0
	fi
	echo "FAIL $name ($((SECONDS - start)) s), last lines of $log:"
	echo "| $name | FAIL | $((SECONDS - start)) | |" >>"$times"
	grep -E '^(boot|kbuild|tree|selftest|worktree|FAIL|ERROR|AssertionError)' "$log" | tail -n 25 | sed 's/^/    /'
	tail -n 5 "$log" | sed 's/^/    | /'
	failed=$((failed + 1))
	return 1
}

# Checks that need nothing but the repository.
check tools $make -s test-tools
check cocci $make -s cocci-test
check convert-tree tools/tree-test.sh "$make" "$work"
check driver $make -s test-driver

# The kernel pipeline: later checks need the earlier ones.
check tree $make -s tree || broken=tree
check coccicheck tools/coccicheck-test.sh "$work/linux"
check kernel-upstream $make -s kernel BRANCH=upstream || broken=${broken:-kernel-upstream}
check boot-upstream $make -s boot BRANCH=upstream
check selftest-modules $make -s modules WQ_SELFTEST=m || broken=${broken:-selftest-modules}
for c in fail splat free no-ktap; do
	check "selftest-$c" $make -s selftest-run CASES=$c
done

# The forward core series gives back upstream's core.
check check-core $make -s check-core

# The legacy baseline over the boot scope: rewind, build, boot wq_smoke as
# written in driver/ (the legacy API).  STRICT: spatch must get through
# every file of the boot scope (a rule gone slow times out on one).
broken=
check legacy $make -s legacy SCOPE=boot STRICT=1 || broken=legacy
check kernel-legacy $make -s kernel BRANCH=legacy || broken=${broken:-kernel-legacy}
check boot-legacy $make -s boot BRANCH=legacy

# The forward series over the boot scope: convert, build, boot wq_smoke as
# the forward scripts make it from its legacy form, and the oracle against
# upstream (a measurement: it fails only when it cannot measure, because a
# build is missing or converted lacks an object that upstream builds).
broken=
check convert $make -s convert SCOPE=boot STRICT=1 || broken=convert
check kernel-converted $make -s kernel BRANCH=converted || broken=${broken:-kernel-converted}
check boot-converted $make -s boot BRANCH=converted
check oracle $make -s oracle SCOPE=boot
# The regenerated series (git format-patch legacy..converted, checkpatch
# over it: its warnings are listed in the cover letter, not failed): one
# patch a forward core patch.
series() {
	local out=$work/series n want
	rm -rf "$out"
	$make -s series OUT="$out" || return 1
	n=$(find "$out" -name '000[1-9]-*.patch' | wc -l)
	want=$(find "$(tools/core-dir.sh "$work/linux")/forward" -name '*.patch' | wc -l)
	echo "series: $n patches for $want forward steps"
	[ "$n" = "$want" ]
}
check series series
# The forward scripts leave code in the new API alone: upstream, and their
# own output.
check idempotency $make -s idempotency SCOPE=boot
# The optional fifth core patch on top of converted: build, boot, wq_nar.
check nar $make -s nar

echo "| all | $passed passed, $failed failed | $SECONDS | |" >>"$times"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
