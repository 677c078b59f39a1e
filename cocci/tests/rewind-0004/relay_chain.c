/* A wrapper that hands its handler parameter on to another wrapper
 * (wireguard wg_packet_queue_init() to
 * wg_packet_percpu_multicore_worker_alloc(), smb cifs_writedata_alloc()
 * to cifs_writedata_direct_alloc()) is a wrapper of the same item: its
 * callers' handlers take the container.  The container of the item may
 * be any expression (per_cpu_ptr(worker, cpu)).  The parameter's name,
 * complete, is also a function's: its calls are left alone. */
struct multicore_worker {
	void *ptr;
	struct work_struct work;
};

struct cifs_writedata {
	struct completion done;
	struct work_struct work;
};

struct multicore_worker __percpu *
wg_packet_percpu_multicore_worker_alloc(work_func_t function, void *ptr)
{
	int cpu;
	struct multicore_worker __percpu *worker = alloc_percpu(struct multicore_worker);

	for_each_possible_cpu(cpu) {
		per_cpu_ptr(worker, cpu)->ptr = ptr;
		INIT_WORK(&per_cpu_ptr(worker, cpu)->work, function);
	}
	return worker;
}

int wg_packet_queue_init(struct crypt_queue *queue, work_func_t function,
			 unsigned int len)
{
	queue->worker = wg_packet_percpu_multicore_worker_alloc(function, queue);
	return 0;
}

static void wg_packet_encrypt_worker(struct work_struct *work)
{
	struct multicore_worker *w = container_of(work, struct multicore_worker,
						  work);

	kfree(w->ptr);
}

struct cifs_writedata *
cifs_writedata_direct_alloc(struct page **pages, work_func_t complete)
{
	struct cifs_writedata *wdata;

	wdata = kzalloc(sizeof(*wdata), GFP_NOFS);
	if (wdata != NULL)
		INIT_WORK(&wdata->work, complete);
	return wdata;
}

struct cifs_writedata *
cifs_writedata_alloc(unsigned int nr_pages, work_func_t complete)
{
	return cifs_writedata_direct_alloc(NULL, complete);
}

static void cifs_writev_complete(struct work_struct *work)
{
	struct cifs_writedata *wdata = container_of(work,
						struct cifs_writedata, work);

	complete(&wdata->done);
}

static int start(struct crypt_queue *q)
{
	struct cifs_writedata *wdata;

	wdata = cifs_writedata_alloc(1, cifs_writev_complete);
	return wg_packet_queue_init(q, wg_packet_encrypt_worker, 1);
}
