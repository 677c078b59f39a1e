#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# driver-test.sh DIR
#
# driver/ is written in the legacy API, the source of truth; the forward
# scripts make the new-API form that the upstream and converted branches
# build (make modules).  Three checks, each counted, in scratch directory
# DIR: the forward scripts change every module, a second forward run changes
# nothing, and the rewind scripts give driver/ back byte for byte.
set -uo pipefail

dir=${1:?usage: driver-test.sh DIR}
top=$(dirname "$(dirname "$(realpath "$0")")")
passed=0
failed=0

# verdict STATUS NAME: count one check.
verdict() {
	if [ "$1" = 0 ]; then
		echo "PASS $2"
		passed=$((passed + 1))
	else
		echo "FAIL $2"
		failed=$((failed + 1))
	fi
}

# steps KIND "STEP..." FROM TO: a copy of FROM with those steps applied.
steps() {
	rm -rf "$4"
	cp -r "$3" "$4"
	# shellcheck disable=SC2046
	"$top/tools/apply-steps.sh" "$1" "$2" $(find "$4" -name '*.c' | sort)
}

rm -rf "$dir"
mkdir -p "$dir"
# Absolute: the check below compares from inside $dir/legacy.
dir=$(realpath "$dir")
cp -r "$top/driver" "$dir/legacy"
# optional/ is written in the converted API (its API never had a legacy form).
rm -rf "$dir/legacy/optional"
steps forward all "$dir/legacy" "$dir/forward" ||
	{ echo "FAIL forward: the scripts failed"; echo "0 passed, 1 failed"; exit 1; }

same=$(cd "$dir/legacy" && find . -name '*.c' | sort | while read -r f; do
	cmp -s "$f" "$dir/forward/$f" && echo "$f"; done)
[ -z "$same" ] || echo "the forward scripts left these in the legacy API: $same"
verdict "$([ -z "$same" ]; echo $?)" "forward converts every module"

steps forward all "$dir/forward" "$dir/again"
diff -ru "$dir/forward" "$dir/again"
verdict $? "a second forward run is a no-op"

steps rewind all "$dir/forward" "$dir/back"
diff -ru "$dir/legacy" "$dir/back"
verdict $? "rewind gives driver/ back"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
