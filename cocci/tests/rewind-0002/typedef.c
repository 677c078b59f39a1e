struct media {
	int port;
	work_func_t task;
};

static work_func_t event_fns[2] = {
	ev_up,
	ev_down,
};

int queue_init(struct crypt_queue *queue, work_func_t function, int len);
void schedule_it(struct adapter *, work_func_t, int);

static void start(struct media *m, work_func_t fn)
{
	work_func_t f = fn;

	INIT_WORK(&m->w, (work_func_t)f, m);
}
