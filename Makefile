# SPDX-License-Identifier: GPL-2.0
#
# wq-rework: replay the 2006 workqueue rework on a modern kernel tree and
# validate it by building and booting the result in QEMU.
# "make help" lists the targets and variables; README.md explains them.

# ---- variables (all can be set on the command line) ------------------------
TREE_SRC ?= /usr/src/linux-source-6.1.tar.xz
WORK     ?= build
BRANCH   ?= upstream
JOBS     ?= $(shell nproc)
FRAGMENT ?= qemu/boot.config
ACCEL    ?= auto
SMP      ?= 4
BOOT_TIMEOUT ?= 180
SCOPE    ?= tree
BASECONFIG ?= tinyconfig
VARIANT  ?=
# STRICT=1: make legacy/convert fail when spatch failed or timed out on a file.
STRICT   ?=

REPO    := $(WORK)/linux
# Measurements go to results/, those of another kernel (TREE_SRC=
# .../linux-source-X.tar.xz, X not 6.1) to results/linux-X, side by side.
KVER    := $(patsubst linux-source-%.tar.xz,%,$(filter linux-source-%.tar.xz,$(notdir $(TREE_SRC))))
RESULTS ?= results$(if $(filter-out 6.1,$(KVER)),/linux-$(KVER))
# A VARIANT (another config of the same branch) gets its own objects,
# modules, initramfs, log and verdict: BRANCH-VARIANT.
NAME    := $(BRANCH)$(if $(VARIANT),-$(VARIANT))
OBJ     := $(WORK)/obj/$(NAME)
LOG     := $(WORK)/log
BZIMAGE := $(OBJ)/arch/x86/boot/bzImage
MODDIR  := $(abspath $(WORK))/mod/$(NAME)
BOOT    := python3 tools/boot.py --kernel $(BZIMAGE) --timeout $(BOOT_TIMEOUT) \
	   --accel $(ACCEL) --accel-cache $(WORK)/accel --smp $(SMP)

# Debian packages everything needs; a TREE_SRC from another linux-source
# package (e.g. /usr/src/linux-source-6.12.tar.xz) adds that package.
PACKAGES := coccinelle linux-source-6.1 gcc libc6-dev make qemu-system-x86 \
	    python3 git busybox-static bc bison flex libelf-dev libssl-dev \
	    cpio dwarves binutils ccache xz-utils perl
PACKAGES += $(patsubst /usr/src/%.tar.xz,%,$(filter /usr/src/linux-source-%.tar.xz,$(TREE_SRC)))

.PHONY: all help deps tree kernel modules boot boot-defconfig nar selftest selftest-run test test-tools \
	cocci-test test-coccicheck test-convert-tree test-driver idempotency legacy convert series oracle check-core check-tree sizes bench results clean

# The main job: the whole round trip over SCOPE (tree by default).
all: deps tree
	$(MAKE) kernel boot BRANCH=upstream
	$(MAKE) convert SCOPE=$(SCOPE)
	$(MAKE) kernel boot BRANCH=legacy
	$(MAKE) kernel boot BRANCH=converted
	$(MAKE) oracle SCOPE=$(SCOPE)

help:
	@sed -n '/^## Targets/,/^## The kernel tree/p' README.md | grep -v '^## The'

# ---- set-up -----------------------------------------------------------------
# The measurement directory, for every target that writes there.
$(RESULTS)/.:
	@mkdir -p $@

deps:
	@missing=; for p in $(PACKAGES); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | \
			grep -q '^install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then echo "deps: all packages installed"; exit 0; fi; \
	if [ "$$(id -u)" != 0 ]; then \
		echo "deps: missing:$$missing; as root run:"; \
		echo "  apt-get update && apt-get install -y$$missing"; exit 1; \
	fi; \
	echo "deps: installing$$missing"; \
	apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing

tree:
	@mkdir -p $(WORK)
	tools/tree.sh $(TREE_SRC) $(REPO)

# ---- build and boot ---------------------------------------------------------
kernel:
	BASECONFIG=$(BASECONFIG) VARIANT=$(VARIANT) tools/kbuild.sh $(REPO) $(WORK) $(BRANCH) $(FRAGMENT) $(JOBS)

# The same round of build and boot on x86_64_defconfig (plus FRAGMENT)
# instead of tinyconfig: the conversion over a real configuration.
boot-defconfig:
	$(MAKE) kernel boot BASECONFIG=x86_64_defconfig VARIANT=defconfig

# The test modules, copied out of driver/ so the build leaves it clean.
# driver/ is written in the legacy API, the source of truth (test-driver
# checks that the rewind scripts give it back); for the branches in the new
# API the copy is converted by the forward scripts themselves (all their
# steps, in order).
# WQ_SELFTEST=m adds the modules that fail and splat on purpose.
MODSTEPS_upstream  := forward
MODSTEPS_converted := forward
MODSTEPS_converted-nar := forward
# Test modules of a branch beyond wq_smoke and wq_stress: driver/optional/,
# written in the API of core-patch/optional/, only where that is applied.
OPTMODS_converted-nar := wq_nar
OPTMODS := $(OPTMODS_$(BRANCH))
modules:
	@test -f $(OBJ)/Module.symvers || { echo "modules: build the kernel first: make kernel BRANCH=$(BRANCH)"; exit 1; }
	@rm -rf $(MODDIR) && mkdir -p $(MODDIR) && cp -r driver/. $(MODDIR)/
	$(foreach k,$(MODSTEPS_$(BRANCH)),tools/apply-steps.sh $(k) all \
		$(MODDIR)/*.c $(MODDIR)/selftest/*.c &&) true
	$(MAKE) -s -C $(OBJ) M=$(MODDIR) $(if $(WQ_SELFTEST),WQ_SELFTEST=m) \
		$(if $(OPTMODS),WQ_OPTIONAL="$(OPTMODS)") modules

boot: modules | $(RESULTS)/.
	@mkdir -p $(LOG)
	tools/initramfs.sh $(WORK)/initramfs-$(NAME).cpio qemu/init $(MODDIR)/wq_smoke.ko \
		$(MODDIR)/wq_stress.ko $(foreach m,$(OPTMODS),$(MODDIR)/optional/$(m).ko)
	$(BOOT) --initrd $(WORK)/initramfs-$(NAME).cpio \
		--log $(LOG)/boot-$(NAME).log --expect wq_smoke wq_stress $(OPTMODS) \
		--json $(RESULTS)/boot-$(NAME).json \
		--what "$(NAME) at $$(cut -c1-12 $(OBJ)/.wq-built-commit), tree $$(git -C $(REPO) rev-parse --short=12 $$(cat $(OBJ)/.wq-built-commit)^{tree})"

# The optional core patches (core-patch/optional/, the _NAR items and
# work_release()): branch converted-nar = converted + those patches, built
# and booted with driver/optional/wq_nar as well.
nar:
	tools/optional.sh $(REPO) $(WORK) converted converted-nar $$(tools/core-dir.sh $(REPO))/optional/*.patch
	$(MAKE) kernel boot BRANCH=converted-nar

# Harness self-test: a good module must pass (exit 0), a failing test and a
# splat must each fail the boot (exit 1), and a boot without the expected
# KTAP must be undecided (exit 2).
# CASES= picks some of: fail splat free no-ktap.
selftest:
	$(MAKE) modules WQ_SELFTEST=m
	$(MAKE) selftest-run

selftest-run:
	@mkdir -p $(LOG)
	tools/selftest.sh "$(BOOT)" $(WORK) $(MODDIR) $(LOG)/selftest-$(BRANCH) $(CASES)

# ---- the legacy baseline ---------------------------------------------------
# Branch legacy = upstream + core-patch/legacy + the rewind steps over SCOPE
# (boot: the files the boot kernel compiles, which needs the upstream build).
legacy: tree | $(RESULTS)/.
	$(if $(filter boot,$(SCOPE)),$(MAKE) kernel BRANCH=upstream)
	tools/rewind.sh $(REPO) $(WORK) $(SCOPE) $(JOBS)
	python3 tools/run_report.py $(if $(STRICT),--strict) $(WORK)/rewind/$(SCOPE) $(SCOPE) \
		$(RESULTS)/rewind-$(SCOPE) $(REPO)
	python3 tools/bench_runs.py $(RESULTS)

# ---- the forward series ----------------------------------------------------
# Branch converted = legacy + one commit per forward step (core patch and
# semantic patch output) over SCOPE.
# TREE=/path/to/git/tree instead: only the forward scripts, on a new branch
# wq-rework-forward of that tree (its checkout untouched), report in
# WORK/forward/tree-*/report.{md,json}; FILES=list limits it to those files.
ifdef TREE
convert:
	@mkdir -p $(WORK)
	tools/forward.sh --tree $(TREE) $(WORK) $(JOBS) $(FILES)
else
convert: legacy | $(RESULTS)/.
	tools/forward.sh $(REPO) $(WORK) $(SCOPE) $(JOBS)
	python3 tools/run_report.py $(if $(STRICT),--strict) $(WORK)/forward/$(SCOPE) $(SCOPE) \
		$(RESULTS)/forward-$(SCOPE) $(WORK)/src/legacy-wip-$(SCOPE)
	python3 tools/bench_runs.py $(RESULTS)
endif

# The regenerated series: git format-patch legacy..converted into OUT (a new
# directory), a cover letter with files and sites per step, checkpatch over
# every patch (its output in OUT/checkpatch.txt).
series:
	@test -n "$(OUT)" || { echo "series: give OUT=dir"; exit 1; }
	tools/series.sh $(REPO) $(OUT)

# The round-trip oracle of SCOPE: converted against upstream, in text and in
# the object code of the boot config, into results/oracle-SCOPE.{json,md}.
oracle: convert | $(RESULTS)/.
	$(MAKE) kernel BRANCH=upstream
	$(MAKE) kernel BRANCH=converted
	python3 tools/oracle.py $(REPO) $(WORK) $(SCOPE) $(RESULTS)/oracle-$(SCOPE)

# upstream + core-patch/legacy + core-patch/forward must give back upstream's
# workqueue core, apart from core-patch/forward/ADDITIONS.  CORE_TREE= checks
# a branch instead (e.g. converted) of the series applied in a scratch index.
check-core: tree
	python3 tools/check_core.py $(REPO) $(CORE_TREE)

# The whole-tree compile check: every .c file the conversion touches (git
# diff upstream..legacy..converted of the last make convert), compiled
# under x86_64 allmodconfig in upstream, legacy and converted, in
# WORK/obj/allmod-BRANCH; resumable; results/tree-check.{json,md}.
# FILES=list limits it to those files.  A file whose preprocessed text
# compiled in an earlier run (results/tree-check-cache.jsonl, committed:
# the tree-wide check takes longer than one session) is not compiled again.
check-tree: tree | $(RESULTS)/.
	python3 tools/check_tree.py $(REPO) $(WORK) $(RESULTS)/tree-check --jobs $(JOBS) --scope $(SCOPE) \
		--cache $(RESULTS)/tree-check-cache.jsonl \
		$(if $(FILES),--files $(FILES))

# Work item sizes: the boot config plus debug info, for upstream and legacy,
# measured with pahole and readelf into results/sizes.{json,md}.
SIZES_BRANCHES ?= upstream legacy
sizes: tree | $(RESULTS)/.
	$(foreach b,$(SIZES_BRANCHES),VARIANT=sizes tools/kbuild.sh $(REPO) $(WORK) $(b) \
		"$(FRAGMENT) qemu/sizes.config" $(JOBS) &&) true
	python3 tools/sizes.py $(RESULTS)/sizes.json $(RESULTS)/sizes.md \
		$(foreach b,$(SIZES_BRANCHES),$(b)=$(WORK)/obj/$(b)-sizes/vmlinux)

# results/README.md from the JSON files in results/ (no measurement is run).
results:
	python3 tools/results_report.py $(RESULTS)

# ---- tests ------------------------------------------------------------------
cocci-test:
	JOBS=$(JOBS) tools/cocci-test.sh

# The forward scripts change nothing on upstream or converted (SCOPE files).
idempotency:
	tools/idempotency.sh "$(MAKE)" $(WORK) $(SCOPE)

# make convert TREE= on the 2006-style tree of cocci/tests/tree/.
test-convert-tree:
	tools/tree-test.sh "$(MAKE)" $(WORK)

# make coccicheck COCCI=<each script> MODE=patch|report M=drivers/extcon in
# WORK/linux (upstream): the kernel's own route to the scripts.
test-coccicheck: tree
	tools/coccicheck-test.sh $(REPO)

# driver/ in the legacy API: forward converts it, idempotently, and rewind
# gives it back.
test-driver:
	tools/driver-test.sh $(WORK)/driver-test

test-tools:
	python3 -m unittest discover -s tools -p 'test_*.py'

# Everything that exists, ending in "N passed, N failed".
test: deps
	tools/run-tests.sh "$(MAKE)" $(WORK)

# ---- measurements -----------------------------------------------------------
bench: deps tree | $(RESULTS)/.
	tools/bench.sh "$(MAKE)" $(WORK) $(RESULTS)/bench.md

# Removes build products, logs and rewind state; never the kernel repository
# or its branches.
clean:
	rm -rf $(WORK)/obj $(WORK)/mod $(WORK)/log $(WORK)/initramfs-*.cpio $(WORK)/accel \
	       $(WORK)/rewind
