struct foo {
	int a;
	struct work_struct w;
};

static void foo_fn(struct work_struct *work)
{
	struct foo *f = container_of(work, struct foo, w);

	f->a++;
}

static void foo_init(struct foo *f)
{
	INIT_WORK(&f->w, foo_fn);
	INIT_WORK(&f[1].w, foo_fn);
}
