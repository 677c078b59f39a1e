/*
 * An anonymous struct's item that another file's anonymous struct has
 * delayed (ps2-gpio.c tx.work, typed by its members there): no evidence
 * for this one (intel_gt_types.h watchdog.work stays plain).
 */
struct intel_gt {
	struct {
		struct llist_head list;
		struct work_struct work;
	} watchdog;
};
