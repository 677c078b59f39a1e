/* Declarations of work handlers spelt void (*)(void *) (wireguard
 * queueing.c, qlcnic, vdpa_sim.h): parameters that reach an initialiser,
 * directly or through another function of the file, their prototypes, and
 * a field given to an initialiser.  smp_call_function's kind of
 * void (*)(void *) stays. */
struct vdpasim {
	struct work_struct work;
	void (*work_fn)(void *);
	void (*other_fn)(void *);
};

struct multicore_worker *
wg_packet_percpu_multicore_worker_alloc(void (*function)(void *), void *ptr);
int wg_packet_queue_init(struct crypt_queue *queue, void (*function)(void *),
			 unsigned int len);
void qlcnic_schedule_work(struct qlcnic_adapter *, void (*)(void *), int);
int on_each(void (*func)(void *), void *info);

struct multicore_worker *
wg_packet_percpu_multicore_worker_alloc(void (*function)(void *), void *ptr)
{
	struct multicore_worker *worker = alloc_worker();

	INIT_WORK(&worker->work, function, ptr);
	return worker;
}

int wg_packet_queue_init(struct crypt_queue *queue, void (*function)(void *),
			 unsigned int len)
{
	queue->worker = wg_packet_percpu_multicore_worker_alloc(function, queue);
	return 0;
}

void qlcnic_schedule_work(struct qlcnic_adapter *adapter,
			  void (*func)(void *), int delay)
{
	INIT_DELAYED_WORK(&adapter->fw_work, func, adapter);
	queue_delayed_work(adapter->qlcnic_wq, &adapter->fw_work, delay);
}

int on_each(void (*func)(void *), void *info)
{
	return smp_call_function(func, info, 1);
}

static void vdpasim_init(struct vdpasim *vdpasim)
{
	INIT_WORK(&vdpasim->work, vdpasim->work_fn, vdpasim);
}
