/* A handler parameter its function ignores (qlcnic_sriov_common.c
 * qlcnic_sriov_schedule_bc_cmd()), given a handler an initialiser of this
 * file takes: work_func_t, in the prototype too.  One given a function
 * no initialiser takes (smp_func), or not passed one, stays. */
static void qlcnic_sriov_process_bc_cmd(void *);
static void qlcnic_sriov_schedule_bc_cmd(struct qlcnic_sriov *sriov,
					 struct qlcnic_vf_info *vf,
					 void (*func)(void *));
static void other_cb(int x, void (*func)(void *));

static void qlcnic_sriov_schedule_bc_cmd(struct qlcnic_sriov *sriov,
					 struct qlcnic_vf_info *vf,
					 void (*func)(void *))
{
	queue_work(sriov->bc.bc_trans_wq, &vf->trans_work);
}

static void other_cb(int x, void (*func)(void *))
{
	do_other(x);
}

static void qlcnic_sriov_process_bc_cmd(void *data)
{
	struct qlcnic_vf_info *vf = data;

	process(vf);
}

static void smp_func(void *info)
{
}

static int qlcnic_sriov_init(struct qlcnic_sriov *sriov, struct qlcnic_vf_info *vf)
{
	INIT_WORK(&vf->trans_work, qlcnic_sriov_process_bc_cmd, vf);
	qlcnic_sriov_schedule_bc_cmd(sriov, vf, qlcnic_sriov_process_bc_cmd);
	other_cb(1, smp_func);
	return 0;
}
