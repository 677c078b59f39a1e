// 0003 on an item in an array of its containers: delayed[i].dwork keeps
// its index in delayed_work_pending() (ptr_to_array is disabled).
struct ditem {
	int c;
	struct delayed_work dwork;
	struct work_struct w;
};

static struct ditem *delayed;

static void dfn(void *data)
{
	struct ditem *d = data;

	d->c++;
}

static void wfn(void *data)
{
	struct ditem *d = data;

	d->c++;
}

static void f(int i)
{
	INIT_DELAYED_WORK(&delayed[i].dwork, dfn, &delayed[i]);
	INIT_WORK(&delayed[i].w, wfn, &delayed[i]);
	queue_delayed_work(wq, &delayed[i].dwork, 1);
	if (test_bit(0, &delayed[i].dwork.work.pending))
		queue_delayed_work(wq, &delayed[i].dwork, 0);
	if (test_bit(0, &delayed[i].w.pending))
		flush_work(&delayed[i].dwork.work);
	delayed[i].dwork.work.func = NULL;
}
