#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# initramfs.sh OUT.cpio INIT MODULE.ko...
#
# Build a newc initramfs holding busybox-static, INIT as /init, and the given
# modules, which /init loads in the order given.
set -euo pipefail

out=${1:?usage: initramfs.sh OUT.cpio INIT MODULE.ko...}
init=${2:?}
shift 2
busybox=${BUSYBOX:-/bin/busybox}
[ -x "$busybox" ] || {
	echo "initramfs: $busybox not found; install busybox-static (make deps)" >&2
	exit 1
}

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage"/{bin,dev,etc,proc,sys,lib/modules}
cp "$busybox" "$stage/bin/busybox"
for applet in sh mount insmod rmmod reboot cat echo sleep; do
	ln -s busybox "$stage/bin/$applet"
done
install -m 755 "$init" "$stage/init"
: >"$stage/etc/modules"
for ko in "$@"; do
	[ -f "$ko" ] || { echo "initramfs: module $ko not found" >&2; exit 1; }
	cp "$ko" "$stage/lib/modules/"
	basename "$ko" .ko >>"$stage/etc/modules"
done
(cd "$stage" && find . | LC_ALL=C sort | cpio --quiet -o -H newc -R 0:0) >"$out.tmp"
mv "$out.tmp" "$out"
