#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# apply-steps.sh KIND "STEP..."|all FILE...
#
# Apply cocci/KIND/STEP-*.cocci (MODE=patch), in the order given, to each
# FILE in place: how the test modules get their legacy form (KIND=rewind)
# and, from it, their converted form (KIND=forward).  "all" is every step
# of cocci/KIND: forward from the first, rewind from the last (it undoes
# them).  Reports of the scripts are printed; a spatch failure stops with
# the file named.
set -euo pipefail

kind=${1:?usage: apply-steps.sh KIND "STEP..."|all FILE...}
steps=${2:?}
shift 2
top=$(dirname "$(dirname "$(realpath "$0")")")
if [ "$steps" = all ]; then
	order=sort
	[ "$kind" != rewind ] || order="sort -r"
	steps=$(cd "$top/cocci/$kind" && ls [0-9][0-9][0-9][0-9]-*.cocci | cut -c1-4 | $order)
	[ -n "$steps" ] || { echo "apply-steps: no steps in cocci/$kind" >&2; exit 1; }
fi
for step in $steps; do
	script=$(ls "$top/cocci/$kind/$step"-*.cocci)
	opts=$(sed -n 's,^// Options: ,,p' "$script")
	for f in "$@"; do
		# shellcheck disable=SC2086
		# spatch prints the diff it applied; keep only the reports.
		spatch --very-quiet -D patch --sp-file "$script" $opts \
			--in-place "$f" 2>&1 | grep -E ': (rewind|forward)-[0-9]{4}:' || true
		[ "${PIPESTATUS[0]}" = 0 ] || {
			echo "apply-steps: $script failed on $f" >&2
			exit 1
		}
	done
done
