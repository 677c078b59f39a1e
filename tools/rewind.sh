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
kind=rewind
base=upstream
wip=legacy-wip-$scope
wt=$work/src/$wip
state=$work/rewind/$scope
steps="0004 0003 0002 0001"
. "$(dirname "$(realpath "$0")")/steps.sh"

git -C "$repo" rev-parse -q --verify refs/heads/upstream >/dev/null ||
	die "$repo has no upstream branch; run make tree first"
shopt -s nullglob
steps_init "$core"/legacy/*.patch "$core"/legacy-fixups/*.patch \
	"$top"/cocci/rewind/*.cocci "$top/cocci/work-api.tokens" "$top/cocci/macros.h" "$top/core-patch/core-files" \
	"$tools/spatch_run.py" "$tools/steps.sh" "$0"

# apply_series STEP DIR: git am every DIR/*.patch unless STEP is done; the
# last patch of a series carries the Wq-Rework-Step: STEP trailer.
apply_series() {
	local step=$1 dir=$2 p
	done_step "$step" && return 0
	for p in "$dir"/*.patch; do
		git -C "$wt" am -q --keep-cr "$p" || {
			git -C "$wt" am --abort || true
			die "${p#"$top"/} does not apply on this kernel${core_hint}"
		}
	done
	done_step "$step" || die "${dir#"$top"/}/: the last patch lacks the Wq-Rework-Step: $step trailer"
}

# ---- the core series ---------------------------------------------------------
core_hint=
[ "$core" != "$top/core-patch" ] ||
	core_hint=" (the series of core-patch/ is written for 6.1; for another kernel port it to core-patch/linux-VERSION.PATCHLEVEL)"
series=("$core"/legacy/*.patch)
[ ${#series[@]} -gt 0 ] || die "no ${core#"$top"/}/legacy/*.patch"
apply_series core "$core/legacy"

# ---- the files to convert -----------------------------------------------------
steps_files "$work/obj/upstream"
files=$state/files

# ---- cross-file tables (collect on the tree before any step) ---------------
[ -f "$state/handlers.json" ] ||
	timed collect-0004 run 0004 collect "$state/collect-0004.jsonl" --table "$state/handlers.json"
# The collect pass of 0001 reads every candidate header too: the struct
# that holds a member as another struct (the "others" of its table) is
# often in a header that names no delayed item (libsas sas_internal.h,
# ionic_lif.h).
if [ ! -f "$state/files-0001-collect" ]; then
	{ prefiltered "$(first "$state/scripts/0001"-*.cocci)" <"$files"
	  grep '\.h$' "$files" || true; } | sort -u >"$state/files-0001-collect.tmp"
	mv "$state/files-0001-collect.tmp" "$state/files-0001-collect"
fi
[ -f "$state/delayed.json" ] ||
	timed collect-0001 run 0001 collect "$state/collect-0001.jsonl" --table "$state/delayed.json"

# ---- the steps ---------------------------------------------------------------------
for step in $steps; do
	done_step "rewind-$step" && continue
	script=$(first "$state/scripts/$step"-*.cocci) || die "no cocci/rewind/$step-*.cocci"
	timed "rewind-$step" run "$step" patch "$state/rewind-$step.jsonl" \
		--env WQR_HANDLERS="$state/handlers.json" \
		--env WQR_DELAYED="$state/delayed.json" || true
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

Per-file results: WORK/rewind/$scope/rewind-$step.jsonl ($(pass_secs "rewind-$step") s)."
done

# ---- hand-written fix-ups: what the scripts cannot express (macros) -------
fixups=("$core"/legacy-fixups/*.patch)
[ ${#fixups[@]} = 0 ] || apply_series fixups "$core/legacy-fixups"

git -C "$repo" branch -f legacy $wip
echo "rewind: branch legacy = $(git -C "$repo" rev-parse --short legacy)"
