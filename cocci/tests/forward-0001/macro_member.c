/* i915_drv.h in legacy form: a member declared by a macro without a
 * semicolon after it.  Without cocci/macros.h spatch skips the whole
 * struct, and its members (bdev, through which i915_gem.c flushes
 * &i915->bdev.wq) are unknown to the table. */
struct drm_i915_private {
	struct drm_device drm;
	struct ttm_device bdev;

	I915_SELFTEST_DECLARE(struct i915_selftest_stash selftest;)

	/* the dri1/ums dungeon */
};
