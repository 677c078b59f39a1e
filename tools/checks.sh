# SPDX-License-Identifier: GPL-2.0
#
# checks.sh: sourced by the test scripts that print one PASS/FAIL line a
# check and end with "N passed, N failed" (tree-test.sh,
# coccicheck-test.sh), so that they count and print alike.
passed=0
failed=0

ok() {	# ok NAME CONDITION...: run CONDITION, print and count its verdict
	local name=$1
	shift
	if "$@"; then
		echo "PASS $name"
		passed=$((passed + 1))
	else
		echo "FAIL $name"
		failed=$((failed + 1))
	fi
}

tally() {	# the closing line; succeeds only if no check failed
	echo "$passed passed, $failed failed"
	[ "$failed" = 0 ]
}
