/* mlx5 health.c in legacy form: a local work_struct pointer (once
 * to_delayed_work() of the handler's item) is given to container_of()
 * with a member that is delayed (local_container.delayed.json): it
 * becomes a delayed pointer, through to_delayed_work().  One given to
 * container_of() with a plain member stays. */
static void mlx5_health_log_ts_update(void *data)
{
	struct work_struct *work = data;
	struct work_struct *dwork = work;
	struct mlx5_core_health *health;

	health = container_of(dwork, struct mlx5_core_health, update_fw_log_ts_work);
	queue_delayed_work(health->wq, &health->update_fw_log_ts_work, HZ);
}

static void mlx5_health_plain(void *data)
{
	struct work_struct *work = data;
	struct work_struct *pwork = work;
	struct mlx5_core_health *health;

	health = container_of(pwork, struct mlx5_core_health, report_work);
	queue_work(health->wq, &health->report_work);
}
