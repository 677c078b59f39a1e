#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# tree.sh TREE_SRC REPO
#
# Import a kernel source (a tarball such as /usr/src/linux-source-6.1.tar.xz,
# or a directory) into the git repository REPO as branch "upstream", or, when
# REPO already exists, check that it is a clean import of that same source.
#
# Nothing is ever reset or deleted in REPO: a dirty, foreign or mismatching
# repository is refused with a message saying what to do.  The import is done
# in REPO.import-tmp and renamed into place only when complete, so an
# interrupted run leaves either nothing or a finished repository.
set -euo pipefail

src=${1:?usage: tree.sh TREE_SRC REPO}
repo=${2:?usage: tree.sh TREE_SRC REPO}
tmp=$repo.import-tmp
trailer=Wq-Rework-Source-Id

die() {
	echo "tree: $*" >&2
	exit 1
}

[ -e "$src" ] || die "TREE_SRC=$src does not exist; install it ('make deps' installs linux-source-6.1) or point TREE_SRC at a kernel tarball or directory"
src=$(realpath "$src")

# How a source is identified: a tarball by its sha256, a directory by the git
# tree id of its contents (computed against REPO's object store).
tarball_id() {
	echo "sha256:$(sha256sum "$1" | cut -d' ' -f1)"
}

dir_tree_id() {
	local gitdir=$1 dir=$2 index
	index=$(mktemp)
	rm -f "$index"
	GIT_INDEX_FILE=$index git --git-dir="$gitdir" --work-tree="$dir" \
		add -A -f . >/dev/null
	echo "tree:$(GIT_INDEX_FILE=$index git --git-dir="$gitdir" write-tree)"
	rm -f "$index"
}

# ---- an existing repository: verify, never modify ------------------------
if [ -e "$repo" ]; then
	[ -d "$repo/.git" ] ||
		die "$repo exists but is not a git repository; move it away or choose another WORK="
	git -C "$repo" rev-parse -q --verify refs/heads/upstream >/dev/null ||
		die "$repo is a git repository without an 'upstream' branch (a foreign tree?); choose another WORK="
	n=$(git -C "$repo" rev-list --count refs/heads/upstream)
	[ "$n" = 1 ] ||
		die "$repo: branch upstream has $n commits, expected the single import commit; move the extra commits to another branch"
	recorded=$(git -C "$repo" log -1 --format="%(trailers:key=$trailer,valueonly)" refs/heads/upstream | head -n1)
	[ -n "$recorded" ] ||
		die "$repo: upstream was not imported by wq-rework (no $trailer trailer); choose another WORK="
	dirty=$(git -C "$repo" status --porcelain | sed -n 1,10p)
	[ -z "$dirty" ] ||
		die "$repo: working tree is dirty; commit or stash these changes there first:
$dirty"
	if [ -d "$src" ]; then
		want=$(dir_tree_id "$repo/.git" "$src")
	else
		want=$(tarball_id "$src")
	fi
	[ "$recorded" = "$want" ] ||
		die "$repo: upstream was imported from a different source ($recorded), not TREE_SRC=$src ($want); use another WORK= for a second tree, or remove $repo yourself"
	echo "tree: $repo: upstream matches $src, reusing it"
	exit 0
fi

# ---- a fresh import --------------------------------------------------------
if [ -e "$tmp" ]; then
	[ -f "$tmp/.wq-rework-import" ] ||
		die "$tmp exists and was not made by tree.sh; move it away"
	echo "tree: removing $tmp left by an interrupted import"
	rm -rf "$tmp"
fi
mkdir -p "$tmp"
touch "$tmp/.wq-rework-import"

echo "tree: unpacking $src"
if [ -d "$src" ]; then
	tar -C "$src" --exclude=./.git -cf - . | tar -C "$tmp" -xf -
else
	tar -C "$tmp" --strip-components=1 -xf "$src"
	id=$(tarball_id "$src")
fi
rm "$tmp/.wq-rework-import"
[ -f "$tmp/Makefile" ] && [ -f "$tmp/include/linux/workqueue.h" ] || {
	touch "$tmp/.wq-rework-import"
	die "$src does not look like a kernel tree (no Makefile or include/linux/workqueue.h)"
}

version=$(make -s -C "$tmp" kernelversion 2>/dev/null || echo unknown)
name=$(basename "$src")
name=${name%%.tar*}
git -C "$tmp" init -q -b upstream
echo "tree: committing $(find "$tmp" -path "$tmp/.git" -prune -o -type f -print | wc -l) files"
git -C "$tmp" add -A -f .
[ -d "$src" ] && id="tree:$(git -C "$tmp" write-tree)"

# A fixed identity and the tree's own date make the import commit the same on
# every machine for the same source.
date=$(stat -c %Y "$tmp/Makefile")
GIT_AUTHOR_NAME="wq-rework import" GIT_AUTHOR_EMAIL="wq-rework@localhost" \
GIT_COMMITTER_NAME="wq-rework import" GIT_COMMITTER_EMAIL="wq-rework@localhost" \
GIT_AUTHOR_DATE="@$date +0000" GIT_COMMITTER_DATE="@$date +0000" \
	git -C "$tmp" commit -q --no-verify -F - <<EOF
Import $name (Linux $version) as upstream

The unmodified contents of $src, committed by
wq-rework tools/tree.sh so that every later branch (legacy, converted)
is a diff against exactly this tree.

Wq-Rework-Source: $src
$trailer: $id
EOF
mv "$tmp" "$repo"
echo "tree: $repo: branch upstream = $(git -C "$repo" rev-parse --short upstream) (Linux $version)"
