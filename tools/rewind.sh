#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# rewind.sh REPO WORK SCOPE JOBS
#
# Build branch "legacy" of REPO: upstream + the hand-written core series
# (core-patch/legacy/*.patch) + one commit per rewind step (cocci/rewind/,
# applied 0004, 0003, 0002, 0001), each commit naming its script and the
# command that reproduces it.
#
# SCOPE=boot converts the files the boot kernel compiles (read from the
# .cmd files of WORK/obj/upstream), SCOPE=tree every .c/.h file of the tree
# that mentions the work API.  A grep prefilter keeps spatch off the rest.
#
# The work happens on branch legacy-wip-SCOPE in worktree WORK/src/ of that
# name;
# "legacy" is moved only when every step is done, so an interrupted run
# leaves upstream and legacy as they were.  Re-running resumes: committed
# steps are kept (found by their Wq-Rework-Step trailer), a step cut short
# goes on from its per-file log.  Logs and tables: WORK/rewind/SCOPE/.
set -euo pipefail

repo=$(realpath "${1:?usage: rewind.sh REPO WORK SCOPE JOBS}")
work=$(realpath "${2:?}")
scope=${3:?}
jobs=${4:-$(nproc)}
tools=$(dirname "$(realpath "$0")")
top=$(dirname "$tools")
state=$work/rewind/$scope
wip=legacy-wip-$scope
wt=$work/src/$wip
steps="0004 0003 0002 0001"

die() {
	echo "rewind: $*" >&2
	exit 1
}

# Files the core series owns; the semantic patches leave them alone.
core_files='include/linux/workqueue.h kernel/workqueue.c kernel/workqueue_internal.h include/trace/events/workqueue.h'
# Anything that can touch the work API; spatch sees only these files.
api=$(grep -v '^#' "$top/cocci/work-api.tokens" | paste -sd'|')

# The step commits need an identity; a new machine may have none configured.
git -C "$repo" config user.name >/dev/null ||
	export GIT_AUTHOR_NAME="wq-rework" GIT_COMMITTER_NAME="wq-rework"
git -C "$repo" config user.email >/dev/null ||
	export GIT_AUTHOR_EMAIL="wq-rework@localhost" GIT_COMMITTER_EMAIL="wq-rework@localhost"

upstream=$(git -C "$repo" rev-parse -q --verify refs/heads/upstream) ||
	die "$repo has no upstream branch; run make tree first"

# ---- the branch and the state of an earlier run -------------------------
# What the result depends on: upstream, the core series, the scripts.
shopt -s nullglob
inputs="$upstream $(cat "$top"/core-patch/legacy/*.patch "$top"/core-patch/legacy-fixups/*.patch \
	"$top"/cocci/rewind/*.cocci "$top/cocci/work-api.tokens" "$tools/spatch_run.py" "$0" | sha1sum | cut -d' ' -f1)"
mkdir -p "$state"
if [ "$(cat "$state/inputs" 2>/dev/null)" != "$inputs" ]; then
	echo "rewind: upstream, core-patch/ or cocci/rewind/ changed since the last run; starting over"
	rm -rf "$state"
	mkdir -p "$state"
	if git -C "$repo" rev-parse -q --verify refs/heads/$wip >/dev/null; then
		# Ours, and possibly locked by a "worktree add" that was killed.
		git -C "$repo" worktree remove -f -f "$wt" 2>/dev/null || rm -rf "$wt"
		git -C "$repo" worktree prune
		git -C "$repo" branch -D $wip
	fi
fi
echo "$inputs" >"$state/inputs"
if ! git -C "$repo" rev-parse -q --verify refs/heads/$wip >/dev/null; then
	rm -rf "$state"/*.jsonl "$state"/*.json "$state"/files*
	git -C "$repo" branch $wip "$upstream"
fi
"$tools/worktree.sh" "$repo" "$wt" $wip 2>/dev/null || {
	# The worktree of an interrupted step has that step's partial output.
	[ -n "$(git -C "$wt" status --porcelain --untracked-files=no)" ] ||
		die "cannot check out $wip in $wt"
	echo "rewind: $wt has the output of an interrupted step; resuming it"
}
git -C "$wt" checkout -q $wip 2>/dev/null || true

# done_step NAME: a commit of $wip carries that step.  Not grep -q: it would
# close the pipe early, and git log killed by SIGPIPE fails under pipefail.
done_step() {
	git -C "$wt" log --format=%B "$upstream..$wip" |
		grep -x "Wq-Rework-Step: $1" >/dev/null
}

commit_step() {	# commit_step NAME SUBJECT BODY
	git -C "$wt" add -A
	git -C "$wt" commit -q --allow-empty -F - <<EOF
$2

$3

Wq-Rework-Step: $1
EOF
}

# apply_series STEP DIR: git am every DIR/*.patch unless STEP is done; the
# last patch of a series carries the Wq-Rework-Step: STEP trailer.
apply_series() {
	local step=$1 dir=$2 p
	done_step "$step" && return 0
	for p in "$dir"/*.patch; do
		git -C "$wt" am -q --keep-cr "$p" || {
			git -C "$wt" am --abort || true
			die "$(basename "$dir")/$(basename "$p") does not apply"
		}
	done
	done_step "$step" || die "$(basename "$dir")/: the last patch lacks the Wq-Rework-Step: $step trailer"
}

# ---- the core series ---------------------------------------------------------
core=("$top"/core-patch/legacy/*.patch)
[ ${#core[@]} -gt 0 ] || die "no core-patch/legacy/*.patch"
apply_series core "$top/core-patch/legacy"

# ---- the files to convert -----------------------------------------------------
files=$state/files
if [ ! -s "$files" ]; then
	case $scope in
	boot)
		obj=$work/obj/upstream
		[ -f "$obj/vmlinux" ] ||
			die "SCOPE=boot reads the files the boot kernel compiles: run make kernel BRANCH=upstream first"
		find "$obj" -name '.*.cmd' -print0 | xargs -0 cat | tr ' \\' '\n\n' |
			sed -nE 's#^(.*/src/upstream/|\$\(srctree\)/)##p' |
			grep -E '\.[ch]$' | sort -u >"$state/compiled"
		(cd "$wt" && grep -lE "$api" $(cat "$state/compiled") 2>/dev/null || true) ;;
	tree)
		git -C "$wt" grep -lE "$api" -- '*.c' '*.h' \
			':!tools/' ':!Documentation/' ':!scripts/' ':!samples/' ;;
	*)
		die "SCOPE must be boot or tree, not $scope" ;;
	esac | grep -vxF -f <(tr ' ' '\n' <<<"$core_files") | sort >"$files.tmp"
	mv "$files.tmp" "$files"
fi
echo "rewind: $scope: $(wc -l <"$files") candidate files"

# run STEP MODE LOG [args...]: one pass of a script over the candidates.  A
# script's "// Prefilter: ERE" narrows them to the files a pass can change,
# so that spatch is not even started on the others; the list is kept, so
# that a resumed pass sees the same files.
run() {
	local step=$1 mode=$2 log=$3 sp list pre
	shift 3
	sp=$(ls "$top"/cocci/rewind/"$step"-*.cocci)
	list=$files
	pre=$(sed -n 's,^// Prefilter: ,,p' "$sp")
	if [ -n "$pre" ]; then
		list=$state/files-$step-$mode
		[ -f "$list" ] || {
			(cd "$wt" && xargs -r grep -lE "$pre" <"$files" || true) >"$list.tmp"
			mv "$list.tmp" "$list"
		}
		echo "rewind: $(basename "$sp") -D $mode: $(wc -l <"$list") of $(wc -l <"$files") candidates match its prefilter"
	fi
	python3 "$tools/spatch_run.py" --sp-file "$sp" \
		--mode "$mode" --tree "$wt" --files "$list" --jobs "$jobs" \
		--log "$log" "$@" || true	# failures are listed in the log and the report
}

# ---- cross-file tables (collect on the tree before any step) ---------------
timed() {	# timed NAME CMD...: run CMD, record its wall seconds
	local name=$1 start=$(date +%s)
	shift
	"$@"
	echo "$name $(($(date +%s) - start))" >>"$state/times"
}
[ -f "$state/handlers.json" ] ||
	timed collect-0004 run 0004 collect "$state/collect-0004.jsonl" --table "$state/handlers.json"
[ -f "$state/delayed.json" ] ||
	timed collect-0001 run 0001 collect "$state/collect-0001.jsonl" --table "$state/delayed.json"

# ---- the steps ---------------------------------------------------------------------
for step in $steps; do
	done_step "rewind-$step" && continue
	script=$(ls "$top"/cocci/rewind/"$step"-*.cocci)
	start=$(date +%s)
	run "$step" patch "$state/rewind-$step.jsonl" \
		--env WQR_HANDLERS="$state/handlers.json" \
		--env WQR_DELAYED="$state/delayed.json" || true
	secs=$(($(date +%s) - start))
	echo "rewind-$step $secs" >>"$state/times"
	subject=$(sed -n 's,^/// Rewind of [0-9a-f]* ("\(.*\)"):.*,\1,p;s,^/// Rewind of [0-9a-f]* ("\(.*\),\1,p' "$script" | sed -n 1p)
	commit_step "rewind-$step" "legacy: rewind $step, $(basename "$script" .cocci)" \
"Mechanical output of cocci/rewind/$(basename "$script") over the
$scope scope ($(wc -l <"$files") candidate files), undoing the seed commit
$subject
Reproduce with:

  make legacy SCOPE=$scope

or, for one file:

  spatch -D patch --sp-file cocci/rewind/$(basename "$script") \\
    $(sed -n 's,^// Options: ,,p' "$script") --in-place FILE

Per-file results: WORK/rewind/$scope/rewind-$step.jsonl ($secs s)."
done

# ---- hand-written fix-ups: what the scripts cannot express (macros) -------
fixups=("$top"/core-patch/legacy-fixups/*.patch)
[ ${#fixups[@]} = 0 ] || apply_series fixups "$top/core-patch/legacy-fixups"

git -C "$repo" branch -f legacy $wip
echo "rewind: branch legacy = $(git -C "$repo" rev-parse --short legacy)"
