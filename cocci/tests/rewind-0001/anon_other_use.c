/*
 * guc->timestamp.work where struct intel_guc (a header) has an anonymous
 * struct member timestamp: its item, not the step into a delayed
 * timestamp (gs_usb.c), which goes.
 */
#include "intel_guc.h"

static void guc_init(struct intel_guc *guc)
{
	INIT_DELAYED_WORK(&guc->timestamp.work, guc_timestamp_ping);
	mod_delayed_work(system_highpri_wq, &guc->timestamp.work, 1);
	cancel_delayed_work_sync(&guc->timestamp.work);
}

static void gs_init(struct gs_usb *parent)
{
	INIT_DELAYED_WORK(&parent->timestamp, gs_usb_timestamp_work);
	flush_work(&parent->timestamp.work);
}
