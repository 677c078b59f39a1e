#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# forward.sh REPO WORK SCOPE JOBS
# forward.sh --tree TREE WORK JOBS [FILES]
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
#
# --tree: someone else's git tree, every .c/.h of it that matches a work
# API token, from its HEAD (which must be clean): only the semantic
# patches, no core patch (the tree has its own core).  The steps are
# committed on branch wq-rework-forward-wip in a worktree under WORK/src/,
# which become branch wq-rework-forward when all are done; the tree's
# checkout and its other branches are not touched, and an existing
# wq-rework-forward is refused.  Logs: WORK/forward/tree-NAME-HASH/.
# FILES, a list of paths, limits the candidates to those it names.
set -euo pipefail

kind=forward
foreign=
only=
if [ "${1:-}" = --tree ]; then
	foreign=$(realpath "${2:?usage: forward.sh --tree TREE WORK JOBS [FILES]}")
	repo=$foreign
	work=$(realpath "${3:?}")
	scope=tree
	jobs=${4:-$(nproc)}
	[ -z "${5:-}" ] || only=$(realpath "$5")
	[ -z "$only" ] || [ -s "$only" ] ||
		{ echo "forward: $5: no such file list" >&2; exit 1; }
	id=tree-$(basename "$repo")-$(realpath "$repo" | sha1sum | cut -c1-8)
	base=$(git -C "$repo" rev-parse -q --verify HEAD 2>/dev/null) ||
		{ echo "forward: $repo is not a git tree with a commit; convert it in one (git init; git add -A; git commit)" >&2; exit 1; }
	[ "$(git -C "$repo" rev-parse --show-toplevel)" = "$repo" ] ||
		{ echo "forward: $repo is not the top of its git tree ($(git -C "$repo" rev-parse --show-toplevel))" >&2; exit 1; }
	dirty=$(git -C "$repo" status --porcelain --untracked-files=no | sed -n 1,10p)
	[ -z "$dirty" ] ||
		{ printf 'forward: %s has uncommitted changes, which would not be converted; commit or stash them first:\n%s\n' "$repo" "$dirty" >&2; exit 1; }
	wip=wq-rework-forward-wip
	final=wq-rework-forward
	wt=$work/src/$id
	state=$work/forward/$id
else
	repo=$(realpath "${1:?usage: forward.sh REPO WORK SCOPE JOBS}")
	work=$(realpath "${2:?}")
	scope=${3:?}
	jobs=${4:-$(nproc)}
	# legacy itself may move while this runs (make legacy of another scope).
	base=legacy-wip-$scope
	wip=converted-wip-$scope
	final=converted
	wt=$work/src/$wip
	state=$work/forward/$scope
fi
. "$(dirname "$(realpath "$0")")/steps.sh"

if [ -n "$foreign" ]; then
	# Never move a branch of theirs: one left by an earlier run of another
	# HEAD, or that they built on, stays until they say so.
	old=$(git -C "$repo" rev-parse -q --verify "refs/heads/$final" || true)
	[ -z "$old" ] || [ "$old" = "$(git -C "$repo" rev-parse -q --verify "refs/heads/$wip" || true)" ] ||
		die "$repo already has a branch $final (an earlier run?); delete it (git branch -D $final) or rename it, and run again"
else
	# make legacy moves legacy to the scope it built last.
	[ "$(git -C "$repo" rev-parse -q --verify refs/heads/legacy)" = \
	  "$(git -C "$repo" rev-parse -q --verify "refs/heads/legacy-wip-$scope")" ] ||
		die "legacy is not the $scope-scope legacy; run make legacy SCOPE=$scope (when that scope is done, it only moves the branch)"
fi
shopt -s nullglob
cores=()
[ -n "$foreign" ] || cores=("$core"/forward/*.patch "$core"/forward-fixups/*.patch)
[ -z "$only" ] || cores+=("$only")
steps_init "${cores[@]}" "$top"/cocci/forward/*.cocci "$top"/cocci/bench/*.cocci \
	"$top/cocci/work-api.tokens" "$top/cocci/macros.h" "$top/core-patch/core-files" "$tools/spatch_run.py" "$tools/delayed_files.py" "$tools/steps.sh" "$0"
# The trivial pass below runs from the same snapshot as the steps.
cp "$top"/cocci/bench/*.cocci "$state/scripts/"
steps_files "$work/obj/upstream"

# ---- the tables of 0001 and 0002, closed over calls --------------------------
# The first collect pass sees the step's candidates; a parameter found
# delayed (0001) or a handler (0002) there makes what its callers pass
# delayed, or a handler, too, so the files that call such a function get
# another pass with the table so far, until no new parameter turns up.
# collect_closed STEP KEY NAME ENV: KEY the table's "function:index" list,
# tables $state/NAME-ROUND.json and $state/NAME.json, ENV the variable the
# script reads its table from.
collect_closed() {
	local step=$1 key=$2 name=$3 env=$4 i=1 logs=() new names
	run "$step" collect "$state/collect-$step-1.jsonl" --table "$state/$name-1.json"
	logs+=(--merge-log "$state/collect-$step-1.jsonl")
	entries_of "$key" "$state/$name-1.json" >"$state/$key-1"
	: >"$state/$key-0"
	while :; do
		new=$(comm -13 <(sort "$state/$key-$((i - 1))") <(sort "$state/$key-$i"))
		[ -n "$new" ] && [ $i -lt 10 ] || break
		names=$(cut -d: -f1 <<<"$new" | sort -u | paste -sd'|')
		(cd "$wt" && xargs -r grep -lwE "$names" <"$state/files" || true) >"$state/files-$step-closure-$((i + 1))"
		echo "forward: $step: $(wc -l <<<"$new") new parameters, $(wc -l <"$state/files-$step-closure-$((i + 1))") files call them"
		LIST=$state/files-$step-closure-$((i + 1)) run "$step" collect \
			"$state/collect-$step-$((i + 1)).jsonl" --table "$state/$name-$((i + 1)).json" \
			--env "$env=$state/$name-$i.json" "${logs[@]}"
		logs+=(--merge-log "$state/collect-$step-$((i + 1)).jsonl")
		i=$((i + 1))
		entries_of "$key" "$state/$name-$i.json" >"$state/$key-$i"
	done
	cp "$state/$name-$i.json" "$state/$name.json"
}
entries_of() {	# entries_of KEY TABLE: the "function:index" entries
	python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[2])).get(sys.argv[1], [])))' "$1" "$2"
}
# The evidence the collect pass could only record through a member whose
# struct another file declares (mtypeds, gtypeds) becomes typed evidence
# once the table has every file's members (delayed_files.py --resolve).
collect_0001() {
	collect_closed 0001 params delayed-raw WQR_DELAYED
	collect_members
	python3 "$tools/delayed_files.py" --resolve "$state/delayed-raw.json" "$state/delayed.json.tmp"
	mv "$state/delayed.json.tmp" "$state/delayed.json"
	delayed_files
}

# A walk through members (X->a.b.f) stops at a struct whose members the
# table lacks: one that only files without the work API declare, which
# the collect pass did not read (liquidio octeon_network.h: struct lio,
# whose link_status_wq leads to the item).  Those files of the scope get
# the collect pass too, a round a level, until the walks stop at structs
# that no other file declares (each struct is looked for once).
collect_members() {
	local i=1 names logs=()
	: >"$state/structs-sought"
	while [ $i -le 5 ]; do
		names=$(python3 "$tools/delayed_files.py" --unknown "$state/delayed-raw.json" |
			grep -vxFf "$state/structs-sought" || true)
		[ -n "$names" ] || break
		printf '%s\n' "$names" >>"$state/structs-sought"
		steps_universe | grep -vxFf "$state/files" |
			(cd "$wt" && xargs -r grep -lE "\bstruct\s+($(paste -sd'|' <<<"$names"))\s*\{" || true) \
			>"$state/files-0001-members-$i"
		[ -s "$state/files-0001-members-$i" ] || break
		echo "forward: 0001: $(wc -l <<<"$names") structs on member paths, declared in $(wc -l <"$state/files-0001-members-$i") files without the work API"
		for l in "$state"/collect-0001-*.jsonl; do
			[ "$l" = "$state/collect-0001-members-$i.jsonl" ] || logs+=(--merge-log "$l")
		done
		LIST=$state/files-0001-members-$i run 0001 collect "$state/collect-0001-members-$i.jsonl" \
			--table "$state/delayed-raw-members-$i.json" "${logs[@]}"
		cp "$state/delayed-raw-members-$i.json" "$state/delayed-raw.json"
		logs=()
		i=$((i + 1))
	done
}

# ---- 0001's files: those that name a delayed item or the delayed API ------
delayed_files() {
	python3 "$tools/delayed_files.py" "$state/delayed.json" "$wt" \
		<"$state/files" >"$state/files-0001-patch.tmp"
	mv "$state/files-0001-patch.tmp" "$state/files-0001-patch"
}

# ---- 0002's files ------------------------------------------------------------
# 0002 changes casts of a handler in an initialiser, and the declarations
# spelt void (*f)(void *) (or unnamed) of handlers: its collect pass reads
# the files that have such a declarator, and those where an initialiser
# takes its handler from a struct field (tulip_core.c's
# INIT_WORK(&tp->media_work, tulip_tbl[i].media_task): the field is
# declared in a header) or calls a field with a work item (firewire
# core-device.c: device->workfn(&device->work)); its patch pass takes the files
# with a cast where an initialiser is, those with a declarator that
# name a handler parameter's function or a handler field of the table, and
# those with a declarator that read or set the func of a work item.
# (The cast is the script's own // Prefilter: line.)
FPTR='\(\s*\*\s*\w*\s*\)\s*\(\s*void\s*\*\s*\w*\s*\)'
INITS='\b(INIT|PREPARE)_(DELAYED_|DEFERRABLE_)?WORK(_ONSTACK)?\b'
FIELD_INIT="$INITS"'\s*\([^;,]*,\s*[\w\[\]>.-]*(->|\.)\w+\s*[,)]'
FIELD_CALL='(->|\.)\s*\w+\s*\(\s*&[\w\[\]>.-]*work\s*\)'
# A local that keeps an item's handler: saved = rps->work.func (selftest_rps.c).
FUNC_SET='work\s*(\.|->)\s*func\b'
declarator_files() {
	(cd "$wt" && {
		xargs -r grep -lE "$FPTR" <"$state/files"
		xargs -r grep -lzP "$FIELD_INIT" <"$state/files"	# -z: the whole file, as one line
		xargs -r grep -lP "$FIELD_CALL" <"$state/files"
	} | sort -u) >"$state/files-0002-collect.tmp" || true
	mv "$state/files-0002-collect.tmp" "$state/files-0002-collect"
}
func_files() {
	local words cast
	cast=$(sed -n 's,^// Prefilter: ,,p' "$(first "$state/scripts/0002"-*.cocci)")
	words=$(python3 -c 'import json, sys
t = json.load(open(sys.argv[1]))
print("\n".join(sorted({k.partition(":")[0] for k in t.get("hparams", [])} |
                       {k.rpartition(".")[2] for k in t.get("hfields", [])})))' "$state/funcs.json")
	(cd "$wt" && {
		xargs -r grep -lE "$cast" <"$state/files" | xargs -r grep -lE "$INITS"
		[ -z "$words" ] || xargs -r grep -lwF "$words" <"$state/files-0002-collect"
		xargs -r grep -lE "$FUNC_SET" <"$state/files-0002-collect"
	} | sort -u) >"$state/files-0002-patch.tmp" || true
	mv "$state/files-0002-patch.tmp" "$state/files-0002-patch"
}

# ---- 0004's files: those that bind or name a handler ------------------------
# 0004 changes what binds a handler to its data (the initialisers,
# schedule_on_each_cpu(), execute_in_process_context(), a work_func_t
# wrapper), the handlers, their prototypes and direct calls, and the
# struct of a relayed item (its new data member): of the candidates, only
# the files that have an initialiser (those of the collect pass) or name a
# handler, a wrapper or a relayed field of the table are parsed.  A handler
# static in a .c file is named only there, next to its initialiser (had
# its file no initialiser, the collect pass would not have seen it static).  A legacy handler (void fn(void
# *data) { struct vc *vc = data; ... }) may be the only thing of its file
# that has to change, and it mentions no work API token (vt_ioctl.c
# vc_SAK): the files of the scope that name a handler are added too, but
# not for a handler only ever defined static in a .c file: no other file
# can name it.
# A func set by hand binds a handler too (amdgpu vcn_v1_0.c:
# adev->vcn.idle_work.work.func = vcn_v1_0_idle_work_handler, a static
# handler of a file without an initialiser: its handler was left as it was).
BINDS='\b((INIT|PREPARE|DECLARE)_[A-Z_]*WORK[A-Z_]*|__[A-Z_]*WORK_INITIALIZER|schedule_on_each_cpu|execute_in_process_context|work_func_t)\b|'"$FUNC_SET"'\s*=[^=]'
# The 0004 collect pass reads what binds a handler to its data: its table
# (handlers and their data, wrappers, member handlers called directly)
# comes from the initialisers and their kin alone, so it parses only the
# candidates that have one.  (The static/extern lines of a handler defined
# in another file only narrow the grep below: without them it greps more.)
binding_files() {
	(cd "$wt" && xargs -r grep -lE "$BINDS" <"$state/files" || true) >"$state/files-0004-collect.tmp"
	mv "$state/files-0004-collect.tmp" "$state/files-0004-collect"
}

handler_files() {
	local extra own
	python3 -c 'import json, sys
t = json.load(open(sys.argv[1]))
local = set(t.get("static_handlers", [])) - set(t.get("extern_handlers", []))
names = (set(t.get("handlers", {})) | set(t.get("conflicts", [])) | set(t.get("lefts", []))
         | set(t.get("relays", {})))
fields = {r["field"] for r in t.get("relays", {}).values()}
# No empty name (a wrapper that relays no field has field ""): as a grep
# pattern it matches every file.
with open(sys.argv[2], "w") as f:
    f.writelines(n + "\n" for n in sorted(names - local) if n)
with open(sys.argv[3], "w") as f:
    f.writelines(n + "\n" for n in sorted((names - local) | fields) if n)' \
		"$state/handlers-0.json" "$state/handler-names" "$state/handler-names-own"
	# Not grep -f of an empty list: its one empty pattern matches every file.
	own=$(cd "$wt" && { cat "$state/files-0004-collect"
		[ ! -s "$state/handler-names-own" ] ||
			xargs -r grep -lwF -f "$state/handler-names-own" <"$state/files" || true; } |
		sort -u)
	extra=
	[ ! -s "$state/handler-names" ] ||
		extra=$({ steps_universe | grep -vxF -f "$state/files" || true; } |
			(cd "$wt" && xargs -r grep -lwF -f "$state/handler-names" || true))
	printf '%s\n' "$extra" | grep -v '^$' >"$state/files-0004-extra" || true
	echo "forward: 0004: $(printf '%s\n' "$own" | grep -c .) of $(wc -l <"$state/files") candidates" \
		"bind or name a handler; $(wc -l <"$state/files-0004-extra") more files name one" \
		"(list: $state/files-0004-extra)"
	printf '%s\n%s\n' "$own" "$extra" | grep -v '^$' | sort -u >"$state/files-0004-patch.tmp"
	mv "$state/files-0004-patch.tmp" "$state/files-0004-patch"
}

# The handlers defined in legacy form: the patch pass leaves (and reports)
# an initialiser whose handler no file defines as void fn(void *), a
# library function (seed ipc/util.c: INIT_WORK(&sched->work, vfree,
# sched)), rather than drop its data.  The collect pass has seen the
# definitions of the files that bind a handler; a collect pass over the
# other files of the patch pass (those that name one: vt_ioctl.c defines
# vc_SAK, which keyboard.c binds) adds theirs.  The table gets them as
# "defined".
defined_handlers() {
	comm -23 "$state/files-0004-patch" <(sort "$state/files-0004-collect") >"$state/files-0004-defs"
	LIST=$state/files-0004-defs run 0004 collect "$state/collect-0004-defs.jsonl" \
		--table "$state/handlers-defs.json" --merge-log "$state/collect-0004.jsonl"
	# The .c files a candidate #includes (atl1.c: atlx.c), as "included".
	(cd "$wt" && xargs -r grep -HoE '^\s*#\s*include\s+"[^"]+\.c"' <"$state/files" || true) >"$state/includes-c"
	python3 -c 'import json, os, re, sys
t, d = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
t["defined"] = sorted(set(d.get("static_handlers", [])) | set(d.get("extern_handlers", [])))
t["included"] = sorted({os.path.normpath(os.path.join(os.path.dirname(f), re.search(r"\"(.*)\"", i).group(1)))
                        for f, _, i in (l.rstrip("\n").partition(":") for l in open(sys.argv[4]))})
json.dump(t, open(sys.argv[3] + ".tmp", "w"), indent=1, sort_keys=True)' \
		"$state/handlers-0.json" "$state/handlers-defs.json" "$state/handlers.json" "$state/includes-c"
	mv "$state/handlers.json.tmp" "$state/handlers.json"
}

# ---- the steps -------------------------------------------------------------
# apply_once PATCH AFTER [git apply options]: apply PATCH to the worktree
# unless it is there already (an interrupted run applied it).
apply_once() {
	local patch=$1 after=$2
	shift 2
	git -C "$wt" apply --check --reverse "$patch" 2>/dev/null ||
		git -C "$wt" apply "$@" "$patch" ||
		die "${patch#"$top"/} does not apply $after"
}

# message_of PATCH OUT: the patch's commit message, without sign-offs and
# trailers, into OUT; its subject on stdout.
message_of() {
	git -C "$repo" mailinfo "$2.raw" /dev/null <"$1" | sed -n 's/^Subject: //p'
	grep -v -e '^Wq-Rework-Step:' -e '^Signed-off-by:' "$2.raw" >"$2"
}

# reproduce: what the commit message says to run again.
if [ -n "$foreign" ]; then
	reproduce="make convert TREE=$repo"
	where=$id
else
	reproduce="make convert SCOPE=$scope"
	where=$scope
fi
# The yardstick of the performance goal (forward within 1.5 times one
# trivial pass): that pass over the same candidates, in this run, so that
# both see the same tree, machine and load.  Not on another tree: its
# owner wants the conversion, not our benchmark.
if [ -z "$foreign" ] && ! grep -q '^trivial ' "$state/times" 2>/dev/null; then
	timed trivial run trivial context "$state/trivial.jsonl"
fi
for n in 0001 0002 0003 0004; do
	done_step "$n" && continue
	patch=$(first "$core/forward/$n"-*.patch) ||
		die "no ${core#"$top"/}/forward/$n-*.patch"
	script=$(first "$state/scripts/$n"-*.cocci) ||
		die "no cocci/forward/$n-*.cocci yet: $wip has the steps before $n"
	[ -n "$foreign" ] || apply_once "$patch" "on $wip" --index
	case $n in
	0001) [ -f "$state/delayed.json" ] || timed collect-0001 collect_0001
		[ -f "$state/files-0001-patch" ] || delayed_files ;;	# cut in between
	0002) [ -f "$state/files-0002-collect" ] || declarator_files
		[ -f "$state/funcs.json" ] || timed collect-0002 collect_closed 0002 hparams funcs WQR_FUNCS
		[ -f "$state/files-0002-patch" ] || func_files ;;
	0004) [ -f "$state/files-0004-collect" ] || binding_files
		[ -f "$state/handlers-0.json" ] ||
		timed collect-0004 run 0004 collect "$state/collect-0004.jsonl" --table "$state/handlers-0.json"
		[ -f "$state/files-0004-patch" ] || handler_files
		[ -f "$state/handlers.json" ] || timed collect-0004-defs defined_handlers ;;
	esac
	timed "forward-$n" run "$n" patch "$state/forward-$n.jsonl" \
		--env WQR_DELAYED="$state/delayed.json" --env WQR_HANDLERS="$state/handlers.json" \
		--env WQR_FUNCS="$state/funcs.json"
	# What spatch cannot reach (macro bodies, type arguments of macros),
	# by hand, as core-patch/legacy-fixups/ does for the rewind.  In the
	# step's commit, so that every commit of the series builds.  Ours
	# only: another tree gets the script output alone.
	fixups=()
	[ -n "$foreign" ] || fixups=("$core/forward-fixups/$n"-*.patch)	# nullglob: none or one
	fixmsg=
	if [ ${#fixups[@]} -gt 0 ]; then
		fixup=${fixups[0]}
		# Not --index: spatch has changed the worktree.
		apply_once "$fixup" "after the $n output"
		message_of "$fixup" "$state/fixmsg-$n" >/dev/null
		fixmsg="
Not from the script but by hand,
${fixup#"$top"/}:
$(cat "$state/fixmsg-$n")
"
	fi
	# The message: the core patch's (its subject alone on another tree,
	# whose core is its own), and what reproduces the rest.
	subject=$(message_of "$patch" "$state/msg-$n")
	if [ -n "$foreign" ]; then
		body="The users of the work API, as step $n of the 2006 workqueue rework
changed them; the core (include/linux/workqueue.h) is not part of this
commit."
	else
		body=$(cat "$state/msg-$n")
	fi
	commit_step "$n" "$subject" "$body

The users are the output of
cocci/forward/$(basename "$script") over the $scope scope
($(wc -l <"$state/files") candidate files).  Reproduce with:

  $reproduce

or, for one file (the table is what -D collect found in the others):

  spatch -D patch \\
    --sp-file cocci/forward/$(basename "$script") \\
    $(sed -n 's,^// Options: ,,p' "$script") \\
    --in-place FILE

Per-file results: WORK/forward/$where/forward-$n.jsonl ($(pass_secs "forward-$n") s).
$fixmsg"
done

git -C "$repo" branch -f "$final" "$wip"
echo "forward: branch $final = $(git -C "$repo" rev-parse --short "$final")"
if [ -n "$foreign" ]; then
	# Their repository keeps the one branch, not our worktree and wip.
	git -C "$repo" worktree remove "$wt"
	git -C "$repo" branch -q -D "$wip"
	REPORT_COMMAND="$reproduce" python3 "$tools/run_report.py" "$state" tree "$state/report" "$repo"
	echo "forward: the steps: git -C $repo log --stat $base..$final"
fi
