/* mlxsw spectrum.h in legacy form: the .c files made update_dw and
 * shaper_dw delayed by name (anon_header.delayed.json); this struct is
 * the only one with an item named update_dw, while another struct has a
 * shaper_dw too: the name does not say which, so that one stays. */
struct mlxsw_sp_port {
	struct {
		struct rtnl_link_stats64 stats;
		struct work_struct update_dw;
	} periodic_hw_stats;
	struct {
		struct work_struct shaper_dw;
		u16 ing_types;
	} ptp;
};
