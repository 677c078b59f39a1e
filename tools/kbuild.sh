#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# kbuild.sh REPO WORK BRANCH FRAGMENT [JOBS]
#
# Build the boot kernel of BRANCH: tinyconfig (or $BASECONFIG, e.g.
# x86_64_defconfig) for x86_64 plus FRAGMENT (one or more config fragments,
# separated by spaces), out of tree in
# WORK/obj/BRANCH, or WORK/obj/BRANCH-VARIANT when the environment sets
# VARIANT (a second config of the same branch, e.g. the sizes build with
# debug info), from a git worktree WORK/src/BRANCH of REPO (so
# the user's own checkout in REPO is never switched), with ccache.
# Fails naming any fragment option that olddefconfig dropped, and on a build
# error prints the first error, not the whole log.
set -euo pipefail

repo=${1:?usage: kbuild.sh REPO WORK BRANCH FRAGMENT [JOBS]}
work=$(realpath "${2:?}")
branch=${3:?}
read -r -a frags <<<"${4:?}"
frags=($(realpath "${frags[@]}"))
jobs=${5:-$(nproc)}
tools=$(dirname "$(realpath "$0")")

src=$work/src/$branch
name=$branch${VARIANT:+-$VARIANT}
obj=$work/obj/$name
log=$work/log/kernel-$name.log

die() {
	echo "kbuild: $*" >&2
	exit 1
}

git -C "$repo" rev-parse -q --verify "refs/heads/$branch" >/dev/null ||
	die "$repo has no branch '$branch' (make tree creates upstream, make legacy creates legacy)"
"$tools/worktree.sh" "$repo" "$src" "$branch"

mkdir -p "$obj" "$work/log"
export CCACHE_DIR=${CCACHE_DIR:-$work/ccache}
# No CCACHE_BASEDIR: it hands gcc the sources as ../../src/BRANCH/..., which
# the kernel's -fmacro-prefix-map=$(srctree)/= no longer strips, so every
# __FILE__ (WARN_ON, BUG_ON, printk) named the branch and the oracle saw
# different code in 371 of 373 objects that only differed there.
unset CCACHE_BASEDIR
set -a
. "$tools/ccache.env"
set +a
# Every branch gets the same build stamp (uname -v, init/version-timestamp.o),
# so that the oracle compares code, not build times.
export KBUILD_BUILD_TIMESTAMP="$(git -C "$repo" log -1 --format=%cd upstream 2>/dev/null || echo 2006)"
export KBUILD_BUILD_USER=wq-rework KBUILD_BUILD_HOST=qemu KBUILD_BUILD_VERSION=1
kmake() {
	MAKEFLAGS= make -C "$src" O="$obj" ARCH=x86_64 CC="ccache gcc" HOSTCC="ccache gcc" \
		-j"$jobs" "$@"
}

echo "kbuild: $name ($(git -C "$src" rev-parse --short HEAD)): configuring $obj"
{
	kmake "${BASECONFIG:-tinyconfig}"
	(cd "$obj" && "$src/scripts/kconfig/merge_config.sh" -m -O "$obj" "$obj/.config" "${frags[@]}")
	kmake olddefconfig
} >"$log" 2>&1 || {
	python3 "$tools/kbuild.py" summarize "$log" >&2
	die "configuring $name failed; full log: $log"
}
for frag in "${frags[@]}"; do
	python3 "$tools/kbuild.py" check-config "$frag" "$obj/.config" ||
		die "config check failed for $name; see $obj/.config"
done

echo "kbuild: $name: building (log: $log)"
start=$(date +%s)
if ! kmake >>"$log" 2>&1; then
	echo "kbuild: build of $name failed; first error:" >&2
	python3 "$tools/kbuild.py" summarize "$log" | sed 's/^/  /' >&2
	die "full log: $log"
fi
git -C "$src" rev-parse HEAD >"$obj/.wq-built-commit"
echo "kbuild: $name: built $obj/arch/x86/boot/bzImage in $(($(date +%s) - start)) s"
