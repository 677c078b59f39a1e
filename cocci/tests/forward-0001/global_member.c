/* amdgpu: struct amdgpu_mgpu_info mgpu_info is defined in amdgpu_drv.c and
 * declared extern in amdgpu.h (global_member.delayed.json: ".mgpu_info");
 * amdgpu_device.c, which sees only the header, queues its
 * delayed_reset_work with a delay, and 2 structs have a work item of that
 * name.  The extern below is what the collect pass reads in the header.
 * A global that two headers declare of different types (ops) is no
 * evidence, and its item is reported, not guessed. */
extern struct amdgpu_hive_info hive_info;

void amdgpu_device_gpu_recover(void)
{
	queue_delayed_work(system_wq, &mgpu_info.delayed_reset_work,
			   msecs_to_jiffies(AMDGPU_RESUME_MS));
	flush_work(&mgpu_info.delayed_reset_work);
	schedule_delayed_work(&ops.delayed_reset_work, HZ);
}

struct amdgpu_mgpu_info mgpu_info = {
	.delayed_reset_work = __WORK_INITIALIZER(mgpu_info.delayed_reset_work,
			amdgpu_drv_delayed_reset_work_handler, NULL),
};
