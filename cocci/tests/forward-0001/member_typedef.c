/* qla2xxx qla_init.c in legacy form: the container is spoken of by a
 * typedef name (scsi_qla_host_t *vha) while the header declares it with a
 * tag (typedef struct scsi_qla_host { ... struct fab_scan scan; ... }
 * scsi_qla_host_t;), so the member table, keyed by tags, did not type
 * &vha->scan.scan_work.  The typedefs of tagged structs go in the table
 * (tdef lines; member_typedef.delayed.json stands for qla_def.h), and a
 * typedef name is looked up as its tag.  The typedefs here are collected. */
typedef struct fc_port {
	struct work_struct del_work;
} fc_port_t;

typedef struct qla_hw_data qla_hw_data_t;

struct fab_scan {
	struct work_struct scan_work;
	int scan_flags;
};

void qla2x00_handle_rscn(scsi_qla_host_t *vha, struct event_arg *ea)
{
	INIT_WORK(&vha->scan.scan_work, qla_scan_work_fn, vha);
	schedule_delayed_work(&vha->scan.scan_work, 5);
}

static void qla_port_gone(fc_port_t *fcport)
{
	queue_work(fcport->vha->hw->wq, &fcport->del_work);
}
