static void requeue(struct work_struct *work)
{
	if (more())
		schedule_work(work);
}

static DECLARE_WORK(requeue_work, requeue);

void start(struct work_struct *w)
{
	INIT_WORK(w, requeue);
}
