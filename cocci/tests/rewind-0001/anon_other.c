/*
 * An anonymous struct member f (i915 intel_guc.h timestamp): its type is
 * another than delayed_work, for the files that see it through this
 * header, where another struct has a delayed f (gs_usb.c timestamp).
 */
struct intel_guc {
	struct {
		spinlock_t lock;
		u64 gt_stamp;
		struct delayed_work work;
	} timestamp;
};

struct gs_usb {
	struct delayed_work timestamp;
};
