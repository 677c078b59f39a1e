/* A self wrapper (as in relay_self.c) whose handler parameter is a
 * work_func_t already (step 0002 ran), with a table of the tree that
 * knows which functions are defined as handlers (the parameter is none of
 * them): its initialiser loses the data all the same (virtgpu_kms.c in
 * the tree-wide run of session 18 kept it). */
struct q {
	struct work_struct work;
};

static void init_vq(struct q *vgvq, work_func_t work_func)
{
	INIT_WORK(&vgvq->work, work_func, &vgvq->work);
}

static void ctrl_func(void *data)
{
	struct work_struct *work = data;

	reclaim(work);
}

void init(struct q *q)
{
	init_vq(q, ctrl_func);
}
