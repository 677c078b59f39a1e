// A delayed item in an array of its containers, a[i].f: every use keeps
// its index (spatch's ptr_to_array isomorphism would match a pattern
// E->f there and write a->f back, so the scripts disable it).
struct ditem {
	int c;
	struct work_struct dwork;
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
	INIT_WORK(&delayed[i].dwork, dfn, &delayed[i]);
	INIT_WORK(&delayed[i].w, wfn, &delayed[i]);
	queue_delayed_work(wq, &delayed[i].dwork, 1);
	if (test_bit(0, &delayed[i].dwork.pending))
		queue_work(wq, &delayed[i].dwork);
	if (test_bit(0, &delayed[i].w.pending))
		flush_work(&delayed[i].dwork);
	delayed[i].dwork.func = NULL;
}
