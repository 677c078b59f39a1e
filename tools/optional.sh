#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# optional.sh REPO WORK BASE BRANCH PATCH...
#
# Branch BRANCH of REPO = branch BASE + PATCH... (git am), for the optional
# core patches that stay out of the series (core-patch/optional/).  BRANCH
# is reused while it is BASE's tip plus exactly those patches, and made
# again from BASE otherwise; the am runs in the build worktree
# WORK/src/BRANCH, so the user's checkout in REPO is never switched.
set -euo pipefail

repo=${1:?usage: optional.sh REPO WORK BASE BRANCH PATCH...}
work=$(realpath "${2:?}")
base=${3:?}
branch=${4:?}
shift 4
[ $# -gt 0 ] || { echo "optional: no patch given" >&2; exit 1; }
patches=($(realpath "$@"))
tools=$(dirname "$(realpath "$0")")
src=$work/src/$branch

git -C "$repo" rev-parse -q --verify "refs/heads/$base" >/dev/null || {
	echo "optional: $repo has no branch $base; run make convert first" >&2
	exit 1
}

# The patch ids of the patches, in order, and of BRANCH's commits above BASE.
want=$(for p in "${patches[@]}"; do git patch-id --stable <"$p" | cut -d' ' -f1; done)
have=
if git -C "$repo" rev-parse -q --verify "refs/heads/$branch" >/dev/null &&
   git -C "$repo" merge-base --is-ancestor "$base" "$branch"; then
	have=$(git -C "$repo" rev-list --reverse "$base..$branch" |
	       while read -r c; do git -C "$repo" show "$c" | git patch-id --stable | cut -d' ' -f1; done)
fi
if [ "$have" = "$want" ]; then
	echo "optional: $branch is $base + $# patch(es), reusing it"
	exit 0
fi

echo "optional: $branch = $base + $*"
. "$tools/git-identity.sh"
git_identity "$repo"	# git am commits
git -C "$repo" branch -f "$branch" "$base"
"$tools/worktree.sh" "$repo" "$src" "$branch"
git -C "$src" am -q --keep-cr "${patches[@]}" || {
	git -C "$src" am --abort 2>/dev/null || true
	echo "optional: the patches do not apply on $base" >&2
	exit 1
}
git -C "$repo" branch -f "$branch" "$(git -C "$src" rev-parse HEAD)"
