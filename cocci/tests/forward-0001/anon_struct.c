/* mlxsw spectrum.h/.c in legacy form: work items in anonymous structs,
 * scheduled through a driver helper whose parameter is delayed.  The
 * helper's parameter, the fields and the calls convert together, and the
 * calls pass the items as they are.  A plain item of an anonymous struct
 * stays. */
struct mlxsw_sp_port {
	struct {
		#define MLXSW_HW_STATS_UPDATE_TIME HZ
		struct rtnl_link_stats64 stats;
		struct work_struct update_dw;
	} periodic_hw_stats;
	struct {
		struct work_struct shaper_dw;
		struct work_struct plain_work;
		u16 ing_types;
	} ptp;
};

int mlxsw_core_schedule_dw(struct work_struct *dwork, unsigned long delay)
{
	return queue_delayed_work(mlxsw_wq, dwork, delay);
}

static void update_stats_cache(void *data)
{
	struct mlxsw_sp_port *mlxsw_sp_port = data;

	mlxsw_core_schedule_dw(&mlxsw_sp_port->periodic_hw_stats.update_dw,
			       MLXSW_HW_STATS_UPDATE_TIME);
}

static void port_create(struct mlxsw_sp_port *mlxsw_sp_port)
{
	INIT_WORK(&mlxsw_sp_port->periodic_hw_stats.update_dw,
		  update_stats_cache, mlxsw_sp_port);
	mlxsw_core_schedule_dw(&mlxsw_sp_port->periodic_hw_stats.update_dw, 0);
	mlxsw_core_schedule_dw(&mlxsw_sp_port->ptp.shaper_dw, 0);
	schedule_work(&mlxsw_sp_port->ptp.plain_work);
}
