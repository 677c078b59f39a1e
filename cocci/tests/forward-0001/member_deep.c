/* amdgpu_jpeg.c, intel_region_ttm.c, spectrum_acl.c, iwlwifi fw/dbg.c and
 * liquidio cn23xx_pf_device.c in legacy form: the item is a member of a
 * member reached through a pointer member (&ring->adev->jpeg.idle_work:
 * struct amdgpu_ring points to its struct amdgpu_device, which holds the
 * struct amdgpu_jpeg jpeg), in an element of an array member of a member
 * (&fwrt->dump.wks[idx].wk), or behind an element of an array of pointers
 * (&oct->mbox[q_no]->mbox_poll_wk.work: struct octeon_mbox *mbox[64]).
 * The structs are in headers (member_deep.delayed.json) and other structs
 * have items of the same names.  The member table types them; a path it
 * does not know is reported. */
struct amdgpu_jpeg {
	struct work_struct idle_work;
	unsigned int num_jpeg_inst;
};

struct octeon_device {
	struct octeon_mbox *mbox[64];
};

static void amdgpu_jpeg_ring_end_use(struct amdgpu_ring *ring)
{
	schedule_delayed_work(&ring->adev->jpeg.idle_work, 1000);
}

static void amdgpu_jpeg_init(struct amdgpu_device *adev)
{
	INIT_WORK(&adev->jpeg.idle_work, amdgpu_jpeg_idle_work_handler, adev);
}

static void amdgpu_other_end_use(struct amdgpu_ring *ring)
{
	cancel_delayed_work_sync(&ring->adev->other.idle_work);
}

static void iwl_fw_dbg_collect_sync(struct iwl_fw_runtime *fwrt, int idx)
{
	INIT_WORK(&fwrt->dump.wks[idx].wk, iwl_fw_dump_wk, &fwrt->dump.wks[idx]);
	schedule_delayed_work(&fwrt->dump.wks[idx].wk, 10);
}

static void cn23xx_setup_pf_mbox(struct octeon_device *oct, int q_no)
{
	INIT_WORK(&oct->mbox[q_no]->mbox_poll_wk.work, cn23xx_pf_mbox_thread,
		  oct->mbox[q_no]);
	schedule_delayed_work(&oct->mbox[q_no]->mbox_poll_wk.work, 1);
}

/* cn23xx_vf_device.c: the same, the container declared in a header. */
static void cn23xx_vf_mbox_stop(struct octeon_vf *oct)
{
	cancel_delayed_work_sync(&oct->mbox[0]->mbox_poll_wk.work);
}
