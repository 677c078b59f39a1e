#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
#
# bench.sh MAKE WORK OUT.md
#
# "make bench": measure the foundation and write OUT.md.
#   - cold build of the boot config (empty ccache, empty object dir)
#   - warm rebuild (object dir removed, ccache kept)
#   - no-op rebuild (nothing changed)
#   - boot to "KTAP done" under TCG, and under KVM where it works
# Measurements only: nothing here passes or fails on a time.
# Uses its own WORK/bench (object dir, ccache, worktree) so the normal build
# and its cache are left alone.
set -euo pipefail

make=${1:?usage: bench.sh MAKE WORK OUT.md}
work=$(realpath "${2:?}")
out=${3:?}
tools=$(dirname "$(realpath "$0")")
top=$(dirname "$tools")
repo=$work/linux
bench=$work/bench
branch=upstream
mkdir -p "$bench/log"

seconds() {	# seconds CMD...: run CMD, print its wall time in seconds
	local t0 t1
	t0=$(date +%s.%N)
	"$@" >>"$bench/log/bench.log" 2>&1
	t1=$(date +%s.%N)
	echo "$t1 - $t0" | bc | xargs printf '%.0f'
}

build() {
	"$tools/kbuild.sh" "$repo" "$bench" "$branch" "$top/qemu/boot.config"
}

echo "bench: cold build (empty ccache) ..."
rm -rf "$bench/obj" "$bench/ccache"
cold=$(seconds build)
echo "bench: warm rebuild (ccache kept) ..."
rm -rf "$bench/obj"
warm=$(seconds build)
echo "bench: no-op rebuild ..."
noop=$(seconds build)
hits=$(CCACHE_DIR=$bench/ccache ccache -s 2>/dev/null | grep -E 'Hits|hit' | sed -n 1,3p | tr -s ' ' | paste -sd';' -)

echo "bench: boots ..."
obj=$bench/obj/$branch
"$make" -s modules WORK="$bench" BRANCH=$branch >>"$bench/log/bench.log" 2>&1
initrd=$bench/initramfs-$branch.cpio
"$tools/initramfs.sh" "$initrd" "$top/qemu/init" "$bench/mod/$branch/wq_smoke.ko"
bootrun() {	# bootrun ACCEL TIMEOUT
	python3 "$tools/boot.py" --kernel "$obj/arch/x86/boot/bzImage" \
		--initrd "$initrd" --expect wq_smoke --accel "$1" \
		--timeout "$2" --log "$bench/log/boot-$1.log" \
		--json "$bench/boot-$1.json" >>"$bench/log/bench.log" 2>&1 || true
}
field() {	# field FILE EXPR
	python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"
}
rows=
for accel in tcg tcg tcg kvm; do
	bootrun $accel 120
	f=$bench/boot-$accel.json
	rows+="| $accel | $(field "$f" "d['status']") | $(field "$f" "d['times'].get('kernel','-')") | $(field "$f" "d['times'].get('init','-')") | $(field "$f" "d['times'].get('done','-')") | $(field "$f" "d['times']['exit']") | $(field "$f" "d['exit']") |"$'\n'
done

cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')
mem=$(free -g | awk '/^Mem:/ {print $2 " GiB"}')
{
	echo "# Benchmarks: foundation"
	echo
	echo "Measured by \`make bench\` (tools/bench.sh) on $(date -u +%Y-%m-%d),"
	echo "wq-rework $(git -C "$top" describe --always --dirty)."
	echo
	echo "Machine: $(nproc) cores ($cpu), $mem; $(gcc --version | head -n1);"
	echo "$(qemu-system-x86_64 --version | head -n1); ccache $(ccache --version | head -n1 | awk '{print $NF}')."
	echo "Tree: $(git -C "$repo" log -1 --format=%s upstream)."
	echo "Config: tinyconfig (x86_64) + qemu/boot.config, make -j$(nproc)."
	echo
	echo "## Kernel build (wall seconds)"
	echo
	echo "| build | seconds |"
	echo "|---|---|"
	echo "| cold: empty object dir, empty ccache | $cold |"
	echo "| warm: empty object dir, ccache from the cold build | $warm |"
	echo "| no-op: nothing changed | $noop |"
	echo
	echo "ccache statistics, cumulative over the cold and warm builds: $hits"
	echo
	echo "## Boot of upstream with wq_smoke (seconds since QEMU start)"
	echo
	echo "kernel = first kernel output, init = /init started, done = modules"
	echo "loaded, tested and unloaded; exit = QEMU gone. Three TCG runs, one KVM."
	echo
	echo "| accel | status | kernel | init | done | exit | verdict (exit code) |"
	echo "|---|---|---|---|---|---|---|"
	printf '%s' "$rows"
	echo
	echo "A KVM status of 'silent' (no kernel time) means QEMU printed nothing"
	echo "of the kernel: the known KVM hang of this machine class, which is why"
	echo "tools/boot.py probes KVM once and falls back to TCG."
} >"$out"
# The rewind and forward figures of the last runs, from their reports.
python3 "$tools/bench_runs.py" "$(dirname "$out")"
echo "bench: wrote $out"
