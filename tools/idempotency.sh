#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# idempotency.sh MAKE WORK SCOPE
#
# The forward scripts must change nothing on code that is already in the
# new API: upstream 6.1, and their own output, converted.  For each, run
# them as on someone else's tree (make convert TREE=, limited to the SCOPE
# candidates of the forward run, with the cross-file tables of that tree)
# on a worktree WORK/src/idem-BRANCH, and require that the branch they
# make is BRANCH itself.  The files they changed are listed.
# Prints one PASS/FAIL line a branch and "N passed, N failed".
set -uo pipefail

make=${1:?usage: idempotency.sh MAKE WORK SCOPE}
work=$(realpath "${2:?}")
scope=${3:?}
tools=$(dirname "$(realpath "$0")")
repo=$work/linux
files=$work/forward/$scope/files
[ -s "$files" ] || {
	echo "idempotency: no $files: run make convert SCOPE=$scope first" >&2
	exit 1
}
mkdir -p "$work/log"
passed=0
failed=0
for b in upstream converted; do
	wt=$work/src/idem-$b
	log=$work/log/idempotency-$b.log
	"$tools/worktree.sh" "$repo" "$wt" "$b" || exit 1
	# The branch of an earlier check; ours, in our repository.
	git -C "$repo" branch -q -D wq-rework-forward 2>/dev/null
	if ! $make -s convert TREE="$wt" FILES="$files" WORK="$work" >"$log" 2>&1; then
		echo "FAIL $b: make convert TREE=$wt failed; log: $log"
		tail -n 5 "$log" | sed 's/^/    | /'
		failed=$((failed + 1))
		continue
	fi
	changed=$(git -C "$repo" diff --stat "$b" wq-rework-forward)
	if [ -z "$changed" ]; then
		echo "PASS $b: the forward scripts change nothing ($(wc -l <"$files") files)"
		passed=$((passed + 1))
	else
		echo "FAIL $b: the forward scripts change $(git -C "$repo" diff --name-only "$b" wq-rework-forward | wc -l) files:"
		echo "$changed" | sed 's/^/    /'
		failed=$((failed + 1))
	fi
	git -C "$repo" branch -q -D wq-rework-forward
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
