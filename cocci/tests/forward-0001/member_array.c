/* qed_sriov.c, otx2_pf.c and liquidio request_manager.c in legacy form:
 * the item is in an element of an array member (struct qed_dev holds
 * struct qed_hwfn hwfns[2]), of a pointer member (struct otx2_nic has a
 * struct otx2_vf_config *vf_configs) or of an array member two members
 * up (struct octeon_device holds struct cavium_wq check_db_wq[64]); the
 * structs are in headers (member_array.delayed.json), and the names tell
 * nothing: other structs have items of the same names.  The member table
 * types them; an element of a member it does not know is reported. */
struct octeon_device {
	struct cavium_wq check_db_wq[64];
	struct cavium_wq *dma_comp_wq;
};

static void qed_iov_pf_task_start(struct qed_dev *cdev)
{
	int i;

	for (i = 0; i < cdev->num_hwfns; i++) {
		INIT_WORK(&cdev->hwfns[i].iov_task, qed_iov_pf_task, &cdev->hwfns[i]);
		queue_delayed_work(cdev->hwfns[i].iov_wq, &cdev->hwfns[i].iov_task, 0);
	}
}

static void otx2_vf_link_init(struct otx2_nic *pf, int i)
{
	INIT_WORK(&pf->vf_configs[i].link_event_work, otx2_vf_link_event_task,
		  &pf->vf_configs[i]);
	cancel_delayed_work_sync(&pf->vf_configs[i].link_event_work);
	cancel_delayed_work_sync(&pf->other[i].link_event_work);
}

static void check_db_init(struct octeon_device *oct, int iq_no)
{
	INIT_WORK(&oct->check_db_wq[iq_no].wk.work, check_db_timeout, oct);
	cancel_delayed_work_sync(&oct->check_db_wq[iq_no].wk.work);
}
