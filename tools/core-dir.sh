#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# core-dir.sh REPO
#
# Print the directory of the hand-written core series for REPO's upstream
# kernel: core-patch/linux-VERSION.PATCHLEVEL when there is one (a series
# ported to that kernel, e.g. core-patch/linux-6.12), else core-patch
# itself, the series written for 6.1.  Each holds legacy/, legacy-fixups/,
# forward/ (with ADDITIONS), forward-fixups/ and optional/; core-files and
# the semantic patches are shared by every kernel.
set -euo pipefail

repo=${1:?usage: core-dir.sh REPO}
top=$(dirname "$(dirname "$(realpath "$0")")")
# Another tree (make convert TREE=) has no upstream branch: no version.
version=$({ git -C "$repo" show upstream:Makefile 2>/dev/null || true; } |
	  sed -n 's/^VERSION = //p; s/^PATCHLEVEL = //p' | paste -sd.)
if [ -n "$version" ] && [ -d "$top/core-patch/linux-$version" ]; then
	echo "$top/core-patch/linux-$version"
else
	echo "$top/core-patch"
fi
