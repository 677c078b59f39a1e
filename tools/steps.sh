# SPDX-License-Identifier: GPL-2.0
#
# steps.sh: what rewind.sh and forward.sh share, sourced by both.
#
# A run builds branch $wip (in worktree $wt) from $base, one commit per
# step, each found again by its "Wq-Rework-Step: NAME" trailer, so an
# interrupted run resumes; state, logs and tables live in $state.  The
# caller sets: repo work scope jobs kind (rewind or forward) base wip wt
# state (and only, a list that limits SCOPE=tree), and calls steps_init
# "INPUT FILES..." before anything else.

tools=$(dirname "$(realpath "${BASH_SOURCE[0]}")")
top=$(dirname "$tools")

# first PATTERN-EXPANSION...: the first file of a glob, or fail when it
# matched nothing (unlike ls, which under nullglob lists the directory).
first() {
	[ -e "${1:-}" ] && echo "$1"
}

die() {
	echo "$kind: $*" >&2
	exit 1
}

# Files the core series owns; the semantic patches leave them alone.
core_files=$(grep -v '^#' "$top/core-patch/core-files")
# The core series of this kernel (core-patch, or a port in core-patch/linux-X.Y).
core=$("$tools/core-dir.sh" "$repo")
# Anything that can touch the work API; spatch sees only these files.
api=$(grep -v '^#' "$top/cocci/work-api.tokens" | paste -sd'|')

. "$tools/git-identity.sh"

# steps_init INPUT...: what the result depends on is the commit of $base and
# the content of INPUT... (core patches, semantic patches, the drivers); when
# that changed since the last run, start over.
steps_init() {
	local inputs
	git_identity "$repo"
	inputs="$(git -C "$repo" rev-parse "$base") $(cat "$@" | sha1sum | cut -d' ' -f1)"
	mkdir -p "$state"
	if [ "$(cat "$state/inputs" 2>/dev/null)" != "$inputs" ]; then
		echo "$kind: $base or the scripts changed since the last run; starting over"
		rm -rf "$state"
		mkdir -p "$state"
		if git -C "$repo" rev-parse -q --verify "refs/heads/$wip" >/dev/null; then
			# Ours, and possibly locked by a "worktree add" that was killed.
			git -C "$repo" worktree remove -f -f "$wt" 2>/dev/null || rm -rf "$wt"
			git -C "$repo" worktree prune
			git -C "$repo" branch -D "$wip"
		fi
	fi
	echo "$inputs" >"$state/inputs"
	# spatch reads the script again for every file, so a script edited
	# while a run is going would reach half of it: the run uses this copy,
	# which is what $state/inputs hashed (an edit makes the next run restart).
	rm -rf "$state/scripts"
	mkdir -p "$state/scripts"
	cp "$top/cocci/$kind"/*.cocci "$state/scripts/"
	if ! git -C "$repo" rev-parse -q --verify "refs/heads/$wip" >/dev/null; then
		rm -rf "$state"/*.jsonl "$state"/*.json "$state"/files*
		git -C "$repo" branch "$wip" "$base"
	fi
	"$tools/worktree.sh" "$repo" "$wt" "$wip" 2>/dev/null || {
		# The worktree of an interrupted step has that step's partial output.
		[ -n "$(git -C "$wt" status --porcelain --untracked-files=no)" ] ||
			die "cannot check out $wip in $wt"
		echo "$kind: $wt has the output of an interrupted step; resuming it"
	}
	git -C "$wt" checkout -q "$wip" 2>/dev/null || true
}

# done_step NAME: a commit of $wip carries that step.  Not grep -q: it would
# close the pipe early, and git log killed by SIGPIPE fails under pipefail.
done_step() {
	git -C "$wt" log --format=%B "$base..$wip" |
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

# What SCOPE=tree leaves out: not kernel code.
tree_excludes=(':!tools/' ':!Documentation/' ':!scripts/' ':!samples/')

# steps_universe: every .c/.h of the scope, API or not (steps_files first):
# the files the boot kernel compiles, or the whole tree.
steps_universe() {
	case $scope in
	boot) (cd "$wt" && ls -d $(cat "$state/compiled") 2>/dev/null || true) ;;
	tree) git -C "$wt" ls-files -- '*.c' '*.h' "${tree_excludes[@]}" | only ;;
	esac
}

# only: the lines of stdin that $only (a file list, forward.sh --files)
# names, or all of them.
only() {
	if [ -n "${only:-}" ]; then grep -xF -f "$only" || true; else cat; fi
}

# steps_files COMPILED_OBJ: the candidate files of $scope in $state/files:
# boot, those the boot kernel of COMPILED_OBJ compiles; tree, every .c/.h
# that matches a work API token.  The core's own files are not candidates.
steps_files() {
	local obj=$1 files=$state/files
	if [ ! -s "$files" ]; then
		case $scope in
		boot)
			[ -f "$obj/vmlinux" ] ||
				die "SCOPE=boot reads the files the boot kernel compiles: build $obj first (make kernel)"
			find "$obj" -name '.*.cmd' -print0 | xargs -0 cat | tr ' \\' '\n\n' |
				sed -nE 's#^(.*/src/[^/]+/|\$\(srctree\)/)##p' |
				grep -E '\.[ch]$' | (cd "$wt" && xargs -r realpath -m --relative-to=. 2>/dev/null) |
				grep -v '^\.\./' | sort -u >"$state/compiled"
			(cd "$wt" && grep -lE "$api" $(cat "$state/compiled") 2>/dev/null || true) ;;
		tree)
			git -C "$wt" grep -lE "$api" -- '*.c' '*.h' "${tree_excludes[@]}" | only ;;
		*)
			die "SCOPE must be boot or tree, not $scope" ;;
		esac | grep -vxF -f <(echo "$core_files") | sort >"$files.tmp"
		mv "$files.tmp" "$files"
	fi
	echo "$kind: $scope: $(wc -l <"$files") candidate files"
}

# prefiltered SCRIPT: the files of stdin (of $wt) that match every
# "// Prefilter: ERE" line of SCRIPT.
prefiltered() {
	local pre list
	list=$(cat)
	while read -r pre; do
		list=$(cd "$wt" && printf '%s\n' "$list" | xargs -r grep -lE "$pre" || true)
	done < <(sed -n 's,^// Prefilter: ,,p' "$1")
	[ -z "$list" ] || printf '%s\n' "$list"
}

# run STEP MODE LOG [args...]: one pass of cocci/$kind/STEP-*.cocci (its
# copy in $state/scripts) over the candidates.  The pass has its own list
# $state/files-STEP-MODE when a caller wrote one (forward 0004: the files
# that name a handler) or when the script has "// Prefilter: ERE" lines,
# which narrow the candidates to the files that match every one of them:
# the files the pass can change (so they must name every token the script
# matches, uses included), so that spatch is not even started on the
# others; the list is kept, so that a resumed pass sees the same files.
# LIST=file in the environment overrides both.
run() {
	local step=$1 mode=$2 log=$3 sp list own pre
	shift 3
	sp=$(first "$state/scripts/$step"-*.cocci) || die "no script $step-*.cocci in $state/scripts"
	list=${LIST:-$state/files}
	own=$state/files-$step-$mode
	if [ -z "${LIST:-}" ]; then
		if [ ! -f "$own" ] && grep -q '^// Prefilter: ' "$sp"; then
			prefiltered "$sp" <"$state/files" >"$own.tmp"
			mv "$own.tmp" "$own"
		fi
		if [ -f "$own" ]; then
			list=$own
			echo "$kind: $(basename "$sp") -D $mode: $(wc -l <"$list") files ($(basename "$list")), of $(wc -l <"$state/files") candidates"
		fi
	fi
	python3 "$tools/spatch_run.py" --sp-file "$sp" \
		--mode "$mode" --tree "$wt" --files "$list" --jobs "$jobs" \
		--log "$log" "$@" || true	# failures are listed in the log and the report
}

timed() {	# timed NAME CMD...: run CMD, record its wall seconds (to 0.01 s)
	local name=$1 start rc=0
	start=$(date +%s.%N)
	shift
	"$@" || rc=$?
	awk -v n="$name" -v a="$start" -v b="$(date +%s.%N)" \
		'BEGIN { printf "%s %.2f\n", n, b - a }' >>"$state/times"
	return $rc
}

pass_secs() {	# pass_secs NAME: the wall seconds timed() last recorded for NAME
	awk -v n="$1" '$1 == n { s = $2 } END { print s }' "$state/times"
}
