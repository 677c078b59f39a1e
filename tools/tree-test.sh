#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# tree-test.sh MAKE WORK
#
# "make convert TREE=" on a tree we did not make with the rewind: the
# 2006-style files of cocci/tests/tree/in/ as a git repository: a struct in
# a header whose items are delayed only by calls in other files, handlers
# with a data pointer, one defined in another file than its INIT_WORK and
# declared in the header, a pending read, a file without the API.  Checks:
#   - the branch wq-rework-forward has one commit a step and the text of
#     cocci/tests/tree/res/;
#   - the tree's own HEAD, branches and checkout are untouched;
#   - a second run refuses to move the branch, and a dirty tree is refused
#     with the file named;
#   - the scripts change nothing on their own output (idempotency).
# Prints one PASS/FAIL line a check and "N passed, N failed".
set -uo pipefail

make=${1:?usage: tree-test.sh MAKE WORK}
top=$(dirname "$(dirname "$(realpath "$0")")")
work=$(realpath -m "${2:?}")/tree-test
rm -rf "$work"
mkdir -p "$work"
. "$top/tools/checks.sh"

# mktree DIR SRC: a one-commit git repository of SRC's files.
mktree() {
	mkdir -p "$1"
	cp -r "$2"/. "$1"/
	git -C "$1" init -q -b master
	git -C "$1" add -A
	git -C "$1" -c user.name=t -c user.email=t@localhost commit -q -m "2006 style"
}

convert() {	# convert TREE LOG
	$make -s -C "$top" convert TREE="$1" WORK="$work/w" >"$2" 2>&1
}

t=$work/tree
mktree "$t" "$top/cocci/tests/tree/in"
head=$(git -C "$t" rev-parse HEAD)
ok "convert runs" convert "$t" "$work/convert.log"
ok "branch made" git -C "$t" show-ref -q --verify refs/heads/wq-rework-forward
ok "one commit a step" test "$(git -C "$t" log --format=%B "$head..wq-rework-forward" |
	grep -c '^Wq-Rework-Step: 000[1-4]$')" = 4
mkdir -p "$work/out"
git -C "$t" archive wq-rework-forward | tar -x -C "$work/out"
ok "text as expected" diff -ru "$top/cocci/tests/tree/res" "$work/out"
# 0004 parses only the files that bind or name a handler: libata-eh.c, a
# candidate, does neither (an empty name in the grep took every file).
ok "0004 leaves out a file that names no handler" \
	grep -q "^forward: 0004: 17 of 18 candidates bind or name a handler" "$work/convert.log"
# lio.c reaches its item through struct foo_lio, which only foo_lio.h
# (no work API: no candidate) declares: its members are collected too.
ok "0001 reads the header of a struct on a member path" \
	grep -q "^forward: 0001: 1 structs on member paths, declared in 1 files without the work API" "$work/convert.log"
ok "HEAD untouched" test "$(git -C "$t" rev-parse HEAD)" = "$head"
ok "checkout untouched" test -z "$(git -C "$t" status --porcelain)"
ok "no other branch" test "$(git -C "$t" branch --format='%(refname:short)' | sort | paste -sd' ')" = "master wq-rework-forward"
ok "no worktree left" test "$(git -C "$t" worktree list | wc -l)" = 1

! convert "$t" "$work/again.log"
ok "existing branch refused" grep -q "already has a branch wq-rework-forward" "$work/again.log"

echo "/* local change */" >>"$t/drivers/foo/bar.c"
! convert "$t" "$work/dirty.log"
ok "dirty tree refused" grep -q "uncommitted changes.*drivers/foo/bar.c" <(tr '\n' ' ' <"$work/dirty.log")
git -C "$t" checkout -q -- drivers/foo/bar.c

# The output as someone else's tree: nothing left to convert.
i=$work/idem
mktree "$i" "$top/cocci/tests/tree/res"
ok "second pass runs" convert "$i" "$work/idem.log"
ok "second pass is a no-op" git -C "$i" diff --quiet master wq-rework-forward

tally
