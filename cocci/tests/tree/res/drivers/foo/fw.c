// SPDX-License-Identifier: GPL-2.0
/* firewire core-device.c: a field called with a work item is a handler,
 * though this file declares no void (*)(void *) (foo_fw.h does). */
#include <linux/foo_fw.h>

static void foo_fw_workfn(struct work_struct *work)
{
	struct foo_fw *fw = container_of(work, struct foo_fw, work);

	fw->workfn(&fw->work);
}

void foo_fw_init(struct foo_fw *fw)
{
	INIT_WORK(&fw->work, foo_fw_workfn);
}
