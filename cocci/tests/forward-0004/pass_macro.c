/* lib/maple_tree.c: a function with a void *entry parameter that it hands,
 * after another parameter, to a three-argument macro declaring a local
 * (MA_WR_STATE(wr_mas, mas, entry)) has the shape of a pass wrapper
 * (devm_work_autocancel(dev, w, worker, data)), but the macro is no
 * initialiser and its first argument no parameter: nothing changes (the
 * parameter and the argument were dropped, and converted did not build). */
static inline void *mas_insert(struct ma_state *mas, void *entry)
{
	MA_WR_STATE(wr_mas, mas, entry);

	wr_mas.content = mas_start(mas);
	if (!entry)
		return NULL;
	return wr_mas.content;
}

/* An initialiser, but of a local item, not of one the callers pass: the
 * callers cannot give the data for it, so this is no pass wrapper. */
static void foo_setup(struct foo *c, work_func_t fn, void *data)
{
	struct work_struct *w = &c->work;

	INIT_WORK(w, fn, data);
}
