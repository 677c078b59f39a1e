/* amdgpu_drv.c in legacy form: a delayed member of a global struct,
 * initialised in the struct's initialiser.  The plain member stays. */
struct amdgpu_mgpu_info {
	struct mutex mutex;
	struct work_struct delayed_reset_work;
	struct work_struct plain_work;
};

struct amdgpu_mgpu_info mgpu_info = {
	.mutex = __MUTEX_INITIALIZER(mgpu_info.mutex),
	.delayed_reset_work = __WORK_INITIALIZER(mgpu_info.delayed_reset_work, amdgpu_drv_delayed_reset_work_handler, NULL),
	.plain_work = __WORK_INITIALIZER(mgpu_info.plain_work, amdgpu_plain, NULL),
};

void amdgpu_reset(void)
{
	schedule_delayed_work(&mgpu_info.delayed_reset_work, HZ);
	schedule_work(&mgpu_info.plain_work);
}
