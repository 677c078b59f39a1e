#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# cocci-test.sh [TESTDIR...]
#
# Coccinelle-style tests: for cocci/tests/KIND-STEP/NAME.c, apply
# cocci/KIND/STEP-*.cocci (MODE=patch) and compare with NAME.res.  A test
# whose .res equals its .c is a negative case: nothing may change.
# NAME.handlers.json / NAME.delayed.json / NAME.funcs.json, when present,
# stand for the tables of a collect pass over other files (WQR_HANDLERS /
# WQR_DELAYED / WQR_FUNCS).
# The sites the script reports for a human (coccicheck's "file:line:col:
# message" lines, as NAME.c) must equal NAME.report, or be none without it.
# NAME.collect, when present, holds the table lines (WQR-...) that -D collect
# must print for NAME.c, sorted, its directory left out of the paths: what
# the file tells the other files.
# Tests run JOBS at a time (default: the number of cores); prints one
# PASS/FAIL line a test, in the order of the files, and "N passed, N failed".
set -uo pipefail

top=$(dirname "$(dirname "$(realpath "$0")")")

# one TEST.c OUTDIR: run one test; its verdict (PASS/FAIL line and details)
# goes to OUTDIR/verdict.
one() {
	local c=$1 tmp=$2
	local dir base kind step script name res out opts expected
	dir=$(dirname "$c")
	base=$(basename "$dir")		# e.g. rewind-0004
	kind=${base%%-*}
	step=${base#*-}
	script=$(ls "$top/cocci/$kind/$step"-*.cocci 2>/dev/null | head -n 1)
	name=$base/$(basename "$c" .c)
	exec >"$tmp/verdict"
	if [ -z "$script" ]; then
		echo "FAIL $name: no script cocci/$kind/$step-*.cocci"
		return
	fi
	res=${c%.c}.res
	out=$tmp/$(basename "$c")
	cp "$c" "$out"
	opts="$(sed -n "s,^// Options: ,,p" "$script") --macro-file $top/cocci/macros.h"
	local tables=(env)
	[ ! -f "${c%.c}.handlers.json" ] || tables+=(WQR_HANDLERS="${c%.c}.handlers.json")
	[ ! -f "${c%.c}.delayed.json" ] || tables+=(WQR_DELAYED="${c%.c}.delayed.json")
	[ ! -f "${c%.c}.funcs.json" ] || tables+=(WQR_FUNCS="${c%.c}.funcs.json")
	# shellcheck disable=SC2086
	if ! "${tables[@]}" spatch --very-quiet $opts -D patch \
		--sp-file "$script" --in-place "$out" >"$tmp/log" 2>&1; then
		echo "FAIL $name: spatch failed"
		sed 's/^/    /' "$tmp/log" | tail -n 5
		return
	fi
	grep "^$out:" "$tmp/log" | sed "s,^$tmp/,," >"$tmp/report" || true
	if [ -f "${c%.c}.collect" ]; then
		# shellcheck disable=SC2086
		"${tables[@]}" spatch --very-quiet $opts -D collect \
			--sp-file "$script" "$c" 2>&1 | grep '^WQR-' | sed "s,$dir/,,g" | sort >"$tmp/collect"
		if ! diff -u "${c%.c}.collect" "$tmp/collect" >"$tmp/diff"; then
			echo "FAIL $name: -D collect differs from $(basename "${c%.c}").collect:"
			sed 's/^/    /' "$tmp/diff"
			return
		fi
	fi
	if [ -f "${c%.c}.report" ]; then
		expected=${c%.c}.report
	else
		expected=/dev/null
	fi
	if ! diff -u "$expected" "$tmp/report" >"$tmp/diff"; then
		echo "FAIL $name: reported sites differ from ${expected##*/}:"
		sed 's/^/    /' "$tmp/diff"
	elif [ ! -f "$res" ]; then
		echo "FAIL $name: no $(basename "$res")"
	elif diff -u "$res" "$out" >"$tmp/diff"; then
		echo "PASS $name"
	else
		echo "FAIL $name: output differs from $(basename "$res"):"
		sed 's/^/    /' "$tmp/diff"
	fi
}

if [ "${1:-}" = --one ]; then
	one "$2" "$3"
	exit 0
fi

[ $# -gt 0 ] || set -- "$top"/cocci/tests/*-[0-9][0-9][0-9][0-9]/	# not tree/: tree-test.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Test N works in tmp/N: the verdicts are read back in the order of the files.
n=0
for dir in "$@"; do
	for c in "${dir%/}"/*.c; do
		n=$((n + 1))
		mkdir "$tmp/$n"
		printf '%s\0%s\0' "$c" "$tmp/$n"
	done
done >"$tmp/list"
xargs -0 -r -n 2 -P "${JOBS:-$(nproc)}" "$0" --one <"$tmp/list"
passed=0
failed=0
for i in $(seq 1 "$n"); do
	if [ -s "$tmp/$i/verdict" ]; then
		cat "$tmp/$i/verdict"
	else
		echo "FAIL test $i: no verdict (interrupted?)"
	fi
	if grep -q '^PASS ' "$tmp/$i/verdict" 2>/dev/null; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
