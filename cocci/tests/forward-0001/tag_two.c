/*
 * A struct tag two drivers declare (e1000 and e1000e both have a struct
 * e1000_adapter; tag_two.delayed.json: e1000's, whose watchdog_task its
 * e1000_main.c delays): evidence from the other driver is no evidence
 * here.  This file's own evidence holds for its own struct, whatever the
 * other driver's is (sfc and sfc/siena struct efx_nic).
 */
struct e1000_adapter {
	struct work_struct reset_task;
	struct work_struct watchdog_task;
};

struct efx_nic {
	struct work_struct monitor_work;
};

static void e1000e_watchdog(struct e1000_adapter *adapter)
{
	schedule_work(&adapter->watchdog_task);
}

static void efx_start_monitor(struct efx_nic *efx)
{
	queue_delayed_work(efx->workqueue, &efx->monitor_work, 1);
}
