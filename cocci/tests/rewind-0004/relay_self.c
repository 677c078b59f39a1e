/* A wrapper the table makes a self one (relay_self.handlers.json: the
 * collect pass saw a handler passed to it that wants another container,
 * virtgpu_kms.c virtio_gpu_init_vq()): it gives its item as data, and the
 * handlers passed to it take their item and keep their container_of(),
 * here (ctrl_func, static stat_func, with an initialiser of its own
 * elsewhere) as in their own files.  A handler the table does not name
 * (other_func) and one that ignores its data (idle_func) are as ever. */
struct virtio_gpu_queue {
	struct work_struct dequeue_work;
};

struct virtio_gpu_device {
	struct virtio_gpu_queue ctrlq;
	struct virtio_gpu_queue cursorq;
	struct work_struct other_work;
};

static void virtio_gpu_init_vq(struct virtio_gpu_queue *vgvq,
			       void (*work_func)(struct work_struct *work))
{
	INIT_WORK(&vgvq->dequeue_work, work_func);
}

void ctrl_func(struct work_struct *work)
{
	struct virtio_gpu_device *vgdev =
		container_of(work, struct virtio_gpu_device, ctrlq.dequeue_work);

	reclaim(vgdev);
}

static void stat_func(struct work_struct *work)
{
	struct virtio_gpu_device *vgdev =
		container_of(work, struct virtio_gpu_device, cursorq.dequeue_work);

	reclaim(vgdev);
}

static void other_func(struct work_struct *work)
{
	struct virtio_gpu_device *vgdev =
		container_of(work, struct virtio_gpu_device, other_work);

	reclaim(vgdev);
}

static void idle_func(struct work_struct *work)
{
}

int virtio_gpu_init(struct virtio_gpu_device *vgdev, struct virtio_gpu_queue *q)
{
	virtio_gpu_init_vq(&vgdev->ctrlq, ctrl_func);
	virtio_gpu_init_vq(&vgdev->cursorq, stat_func);
	virtio_gpu_init_vq(q, idle_func);
	INIT_WORK(&vgdev->cursorq.dequeue_work, stat_func);
	INIT_WORK(&vgdev->other_work, other_func);
	return 0;
}
