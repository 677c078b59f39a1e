/* A self wrapper (relay_self.c) whose handler parameter is a work_func_t
 * already (step 0002 ran), with a table of the tree that knows which
 * functions are defined as handlers (the parameter is none of them): its
 * initialiser loses the data all the same (virtgpu_kms.c in the tree-wide
 * run of session 18 kept it). */
struct virtio_gpu_queue {
	struct work_struct dequeue_work;
};

struct virtio_gpu_device {
	struct virtio_gpu_queue ctrlq;
	struct virtio_gpu_queue cursorq;
	struct work_struct other_work;
};

static void virtio_gpu_init_vq(struct virtio_gpu_queue *vgvq,
			       work_func_t work_func)
{
	INIT_WORK(&vgvq->dequeue_work, work_func, &vgvq->dequeue_work);
}

void ctrl_func(void *data)
{
	struct work_struct *work = data;
	struct virtio_gpu_device *vgdev =
		container_of(work, struct virtio_gpu_device, ctrlq.dequeue_work);

	reclaim(vgdev);
}

static void stat_func(void *data)
{
	struct work_struct *work = data;
	struct virtio_gpu_device *vgdev =
		container_of(work, struct virtio_gpu_device, cursorq.dequeue_work);

	reclaim(vgdev);
}

static void other_func(void *data)
{
	struct virtio_gpu_device *vgdev =
		data;

	reclaim(vgdev);
}

static void idle_func(void *data)
{
}

int virtio_gpu_init(struct virtio_gpu_device *vgdev, struct virtio_gpu_queue *q)
{
	virtio_gpu_init_vq(&vgdev->ctrlq, ctrl_func);
	virtio_gpu_init_vq(&vgdev->cursorq, stat_func);
	virtio_gpu_init_vq(q, idle_func);
	INIT_WORK(&vgdev->cursorq.dequeue_work, stat_func, &vgdev->cursorq.dequeue_work);
	INIT_WORK(&vgdev->other_work, other_func, vgdev);
	return 0;
}
