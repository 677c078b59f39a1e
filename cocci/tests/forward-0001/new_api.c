/* Code already in the new API (6.1 upstream) comes out unchanged: a
 * helper taking struct delayed_work *, a local pointer declared so, the
 * work_struct inside a delayed item queued directly (srcu), and
 * delayed_work_pending(). */
struct zone_device {
	int cpu;
	struct delayed_work work;
};

static void pkg_thermal_schedule_work(int cpu, struct delayed_work *work)
{
	schedule_delayed_work_on(cpu, work, 10);
}

static void notify(struct zone_device *zonedev)
{
	pkg_thermal_schedule_work(zonedev->cpu, &zonedev->work);
}

static void shepherd(void)
{
	int cpu;

	for_each_online_cpu(cpu) {
		struct delayed_work *dw = &per_cpu(vmstat_work, cpu);

		if (!delayed_work_pending(dw))
			queue_delayed_work_on(cpu, mm_percpu_wq, dw, 0);
	}
}

void srcu_init(struct srcu_struct *ssp, struct bdi_writeback *wb)
{
	queue_work(rcu_gp_wq, &ssp->work.work);
	WARN_ON(delayed_work_pending(&wb->dwork));
}
