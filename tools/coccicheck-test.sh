#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# coccicheck-test.sh REPO [DIR]
#
# The kernel's own route to our semantic patches: "make coccicheck
# COCCI=script MODE=patch|report M=DIR" in REPO's checkout of upstream
# (drivers/extcon by default: 22 files, handlers and delayed items), for
# every script of cocci/rewind and cocci/forward.  MODE=patch only prints a
# diff; nothing in REPO changes (checked).  Checks, a line each:
#   - every run exits 0 and spatch complains of nothing in the script
#     (a parse error or a python exception would otherwise pass unseen);
#   - the rewind scripts 0004 and 0001 produce a diff (the route really
#     runs the rules: upstream has handlers and delayed items there);
#   - the forward scripts run (their diff is not checked here: without
#     make convert's cross-file table an item declared in a header is
#     judged on the evidence of its file alone; make idempotency checks
#     them on upstream with the table);
#   - REPO's checkout is as clean afterwards as before.
# Prints one PASS/FAIL line a check and "N passed, N failed".
set -uo pipefail

repo=$(realpath "${1:?usage: coccicheck-test.sh REPO [DIR]}")
dir=${2:-drivers/extcon}
top=$(dirname "$(dirname "$(realpath "$0")")")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$top/tools/checks.sh"

# What spatch says when the script itself is at fault.
complaint='parse error|Fatal error|Traceback|Exception|Error:|error:'

before=$(git -C "$repo" status --porcelain)
for script in "$top"/cocci/rewind/*.cocci "$top"/cocci/forward/*.cocci; do
	kind=$(basename "$(dirname "$script")")
	step=$(basename "$script" .cocci)
	step=${step%%-*}
	for mode in patch report; do
		name=$kind-$step-$mode
		out=$tmp/$name.out
		err=$tmp/$name.err
		make -s -C "$repo" coccicheck COCCI="$script" MODE=$mode M="$dir" \
			SPFLAGS="--macro-file $top/cocci/macros.h" J="$(nproc)" >"$out" 2>"$err"
		rc=$?
		# The run itself: exit 0 and no complaint of spatch.
		clean=yes
		if [ $rc != 0 ] || grep -qE "$complaint" "$err" "$out"; then
			clean=
			echo "    $name: exit $rc"
			grep -E "$complaint" "$err" "$out" | head -n 5 | sed 's/^/    /'
		fi
		files=$(grep -c '^+++ ' "$out")
		case $kind-$step-$mode in
		rewind-0004-patch | rewind-0001-patch)
			ok "$name: runs, a diff ($files files)" test -n "$clean" -a "$files" -gt 0 ;;
		*)
			ok "$name: runs ($files files in the diff)" test -n "$clean" ;;
		esac
	done
done
ok "checkout untouched" test "$(git -C "$repo" status --porcelain)" = "$before"

tally
