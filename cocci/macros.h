/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Macros spatch must know to parse code that uses the work API, in
 * addition to Coccinelle's own standard.h: where it cannot parse a
 * declaration it skips it whole, and every struct member, item and
 * call inside is then unseen.  spatch --macro-file cocci/macros.h; every
 * make target passes it, and "make coccicheck" takes it as
 * SPFLAGS="--macro-file /path/to/wq-rework/cocci/macros.h".
 */

/*
 * A member that exists only in self-test builds, written without the
 * semicolon after the macro (i915_drv.h: struct drm_i915_private {
 * ... I915_SELFTEST_DECLARE(struct i915_selftest_stash selftest;) };):
 * spatch skipped the struct, so the members that lead to its work items
 * (i915->bdev.wq, dev_priv->display.hotplug.hotplug_work) were unknown
 * and forward 0001 left their uses to a human.
 */
#define I915_SELFTEST_DECLARE(x)
