/* A wrapper that gives its handlers their item as data (the rewind's
 * self relay: virtgpu_kms.c virtio_gpu_init_vq(), whose handlers take
 * other containers than the wrapper's): the handlers passed to it take
 * their work item, here and in the table, and keep their container_of();
 * a handler given its container elsewhere (other_func) is as ever. */
struct virtio_gpu_queue {
	struct work_struct dequeue_work;
};

struct virtio_gpu_device {
	struct virtio_gpu_queue ctrlq;
	struct virtio_gpu_queue cursorq;
	struct work_struct other_work;
};

static void virtio_gpu_init_vq(struct virtio_gpu_queue *vgvq,
			       void(*work_func)(void *))
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
