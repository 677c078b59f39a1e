/* msm_gpu_devfreq.c: idle_work is a struct msm_hrtimer_work, declared in
 * a header that names no work item, around a kthread_work; other structs
 * have a delayed idle_work (kthread.delayed.json).  Its .work given to the
 * kthread API, or named by container_of() of a struct kthread_work *,
 * stays; the same name used as a work item loses its .work. */
static void cancel_idle_work(struct msm_gpu_devfreq *df)
{
	hrtimer_cancel(&df->idle_work.timer);
	kthread_cancel_work_sync(&df->idle_work.work);
}

static void msm_devfreq_idle_work(struct kthread_work *work)
{
	struct msm_gpu_devfreq *df = container_of(work,
			struct msm_gpu_devfreq, idle_work.work);

	idle(df);
}

static void amdgpu_idle_work(struct work_struct *work)
{
	struct amdgpu_vcn *vcn = container_of(work, struct amdgpu_vcn,
					      idle_work.work);

	queue_work(system_wq, &vcn->idle_work.work);
}
