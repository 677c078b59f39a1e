#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# worktree.sh REPO DIR BRANCH
#
# Make DIR a detached git worktree of REPO at the tip of BRANCH, creating it
# the first time.  A worktree with local changes is refused, never reset:
# someone may be debugging in it.
set -euo pipefail

repo=${1:?usage: worktree.sh REPO DIR BRANCH}
dir=${2:?}
branch=${3:?}

if [ ! -e "$dir" ]; then
	mkdir -p "$(dirname "$dir")"
	git -C "$repo" worktree prune
	git -C "$repo" worktree add -q --detach "$dir" "refs/heads/$branch"
	exit 0
fi
[ -e "$dir/.git" ] || {
	echo "worktree: $dir exists and is not a git worktree; move it away" >&2
	exit 1
}
dirty=$(git -C "$dir" status --porcelain | sed -n 1,10p)
[ -z "$dirty" ] || {
	echo "worktree: $dir has local changes; commit or stash them there first:" >&2
	echo "$dirty" >&2
	exit 1
}
git -C "$dir" checkout -q --detach "refs/heads/$branch"
