#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# forward.sh REPO WORK SCOPE JOBS
#
# Build branch "converted" of REPO from "legacy": one commit per seed step,
# 0001 to 0004, each the hand-written core patch core-patch/forward/000N-*
# plus the output of cocci/forward/000N-*.cocci over the SCOPE candidates
# (boot or tree, as for make legacy), its message the core patch's plus the
# script and the command that reproduce the mechanical part.
#
# Work happens on branch converted-wip-SCOPE in WORK/src/ of that name;
# "converted" moves only when every step is done.  Re-running resumes a run
# cut short (committed steps are found by their Wq-Rework-Step trailer, a
# pass goes on from its per-file log) and starts over when legacy or the
# scripts changed.  Logs and tables: WORK/forward/SCOPE/.
set -euo pipefail

repo=$(realpath "${1:?usage: forward.sh REPO WORK SCOPE JOBS}")
work=$(realpath "${2:?}")
scope=${3:?}
jobs=${4:-$(nproc)}
kind=forward
# legacy itself may move while this runs (make legacy of another scope).
base=legacy-wip-$scope
wip=converted-wip-$scope
wt=$work/src/$wip
state=$work/forward/$scope
. "$(dirname "$(realpath "$0")")/steps.sh"

# make legacy moves legacy to the scope it built last.
[ "$(git -C "$repo" rev-parse -q --verify refs/heads/legacy)" = \
  "$(git -C "$repo" rev-parse -q --verify "refs/heads/legacy-wip-$scope")" ] ||
	die "legacy is not the $scope-scope legacy; run make legacy SCOPE=$scope (when that scope is done, it only moves the branch)"
shopt -s nullglob
steps_init "$top"/core-patch/forward/*.patch "$top"/core-patch/forward-fixups/*.patch \
	"$top"/cocci/forward/*.cocci \
	"$top/cocci/work-api.tokens" "$tools/spatch_run.py" "$tools/steps.sh" "$0"
steps_files "$work/obj/upstream"

# ---- 0001's table: which items are delayed, closed over calls -----------
# The first pass sees every candidate; a parameter found delayed there makes
# the items its callers pass delayed too, so the files that call such a
# function get another pass with the table so far, until no new parameter
# turns up.
params_of() {	# params_of TABLE: the "function:index" entries
	python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1])).get("params", [])))' "$1"
}
collect_0001() {
	local i=1 logs=() new names
	run 0001 collect "$state/collect-0001-1.jsonl" --table "$state/delayed-1.json"
	logs+=(--merge-log "$state/collect-0001-1.jsonl")
	params_of "$state/delayed-1.json" >"$state/params-1"
	: >"$state/params-0"
	while :; do
		new=$(comm -13 <(sort "$state/params-$((i - 1))") <(sort "$state/params-$i"))
		[ -n "$new" ] && [ $i -lt 10 ] || break
		names=$(cut -d: -f1 <<<"$new" | sort -u | paste -sd'|')
		(cd "$wt" && xargs -r grep -lwE "$names" <"$state/files" || true) >"$state/files-0001-closure-$((i + 1))"
		echo "forward: 0001: $(wc -l <<<"$new") new delayed parameters, $(wc -l <"$state/files-0001-closure-$((i + 1))") files call them"
		LIST=$state/files-0001-closure-$((i + 1)) run 0001 collect \
			"$state/collect-0001-$((i + 1)).jsonl" --table "$state/delayed-$((i + 1)).json" \
			--env WQR_DELAYED="$state/delayed-$i.json" "${logs[@]}"
		logs+=(--merge-log "$state/collect-0001-$((i + 1)).jsonl")
		i=$((i + 1))
		params_of "$state/delayed-$i.json" >"$state/params-$i"
	done
	cp "$state/delayed-$i.json" "$state/delayed.json"
}

# ---- 0004's files: the candidates and whatever names a handler ------------
# A legacy handler (void fn(void *data) { struct vc *vc = data; ... }) may
# be the only thing of its file that has to change, and it mentions no work
# API token (vt_ioctl.c vc_SAK): the files of the scope that name a handler
# of the table are added to the candidates of the 0004 patch pass.
handler_files() {
	local extra
	python3 -c 'import json, sys
t = json.load(open(sys.argv[1]))
print("\n".join(sorted(set(t.get("handlers", {})) | set(t.get("conflicts", [])) | set(t.get("lefts", [])))))' \
		"$state/handlers.json" >"$state/handler-names"
	extra=$(steps_universe | grep -vxF -f "$state/files" |
		(cd "$wt" && xargs -r grep -lwF -f "$state/handler-names" || true))
	[ -z "$extra" ] || echo "forward: 0004: $(wc -l <<<"$extra") more files name a handler: $(echo $extra)"
	sort -u "$state/files" - <<<"$extra" | grep -v '^$' >"$state/files-0004-patch.tmp"
	mv "$state/files-0004-patch.tmp" "$state/files-0004-patch"
}

# ---- the steps -------------------------------------------------------------
for n in 0001 0002 0003 0004; do
	done_step "$n" && continue
	patch=$(first "$top/core-patch/forward/$n"-*.patch) ||
		die "no core-patch/forward/$n-*.patch"
	script=$(first "$state/scripts/$n"-*.cocci) ||
		die "no cocci/forward/$n-*.cocci yet: $wip has the steps before $n"
	# The core patch; already there when an interrupted run left it.
	if ! git -C "$wt" apply --check --reverse "$patch" 2>/dev/null; then
		git -C "$wt" apply --index "$patch" ||
			die "core-patch/forward/$(basename "$patch") does not apply on $wip"
	fi
	case $n in
	0001) [ -f "$state/delayed.json" ] || timed collect-0001 collect_0001 ;;
	0004) [ -f "$state/handlers.json" ] ||
		timed collect-0004 run 0004 collect "$state/collect-0004.jsonl" --table "$state/handlers.json"
		[ -f "$state/files-0004-patch" ] || handler_files ;;
	esac
	start=$(date +%s)
	list=
	[ ! -f "$state/files-$n-patch" ] || list=$state/files-$n-patch
	LIST=$list run "$n" patch "$state/forward-$n.jsonl" --env WQR_DELAYED="$state/delayed.json" \
		--env WQR_HANDLERS="$state/handlers.json"
	secs=$(($(date +%s) - start))
	echo "forward-$n $secs" >>"$state/times"
	# What spatch cannot reach (macro bodies, type arguments of macros),
	# by hand, as core-patch/legacy-fixups/ does for the rewind.  In the
	# step's commit, so that every commit of the series builds.
	fixups=("$top/core-patch/forward-fixups/$n"-*.patch)	# nullglob: none or one
	fixmsg=
	if [ ${#fixups[@]} -gt 0 ]; then
		fixup=${fixups[0]}
		git -C "$wt" apply --check --reverse "$fixup" 2>/dev/null ||
			git -C "$wt" apply "$fixup" ||
			die "core-patch/forward-fixups/$(basename "$fixup") does not apply after the $n output"
		git -C "$repo" mailinfo "$state/fixmsg-$n" /dev/null <"$fixup" >/dev/null
		fixmsg="
Not from the script but by hand, core-patch/forward-fixups/$(basename "$fixup"):
$(grep -v -e '^Signed-off-by:' "$state/fixmsg-$n")
"
	fi
	# The message: the core patch's, and what reproduces the rest.
	git -C "$repo" mailinfo "$state/msg-$n" /dev/null <"$patch" >"$state/info-$n"
	subject=$(sed -n 's/^Subject: //p' "$state/info-$n")
	body=$(grep -v -e '^Wq-Rework-Step:' -e '^Signed-off-by:' "$state/msg-$n")
	commit_step "$n" "$subject" "$body

The users are the output of cocci/forward/$(basename "$script") over
the $scope scope ($(wc -l <"$state/files") candidate files).  Reproduce with:

  make convert SCOPE=$scope

or, for one file (the table is what -D collect found in the others):

  spatch -D patch --sp-file cocci/forward/$(basename "$script") \\
    $(sed -n 's,^// Options: ,,p' "$script") --in-place FILE

Per-file results: WORK/forward/$scope/forward-$n.jsonl ($secs s).
$fixmsg"
done

git -C "$repo" branch -f converted "$wip"
echo "forward: branch converted = $(git -C "$repo" rev-parse --short converted)"
