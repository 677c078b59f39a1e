/* A macro that hands a parameter to the delayed API (mv_sas.h
 * MV_INIT_DELAYED_WORK(), rtllib.h queue_delayed_work_rsl() at the item's
 * place, the second argument) makes what its callers pass there a delayed
 * item, passed as it is; a macro of another API (OTHER) does not. */
#define MV_INIT_DELAYED_WORK(w, f, d)	INIT_DELAYED_WORK(w, f)
#define queue_delayed_work_rsl(x, y, z) queue_delayed_work(x, y, z)
#define OTHER(x, y) other_api(x, y)

struct mvs_wq {
	struct work_struct work_q;
	struct work_struct rsl;
	struct work_struct plain;
};

static void mvs_work_queue(void *data)
{
}

static int mvs_handle_event(struct mvs_wq *mwq, struct workqueue_struct *wq)
{
	MV_INIT_DELAYED_WORK(&mwq->work_q, mvs_work_queue, mwq);
	INIT_WORK(&mwq->rsl, mvs_work_queue, mwq);
	INIT_WORK(&mwq->plain, mvs_work_queue, mwq);
	schedule_delayed_work(&mwq->work_q, HZ * 2);
	queue_delayed_work_rsl(wq, &mwq->rsl, 0);
	OTHER(&mwq->plain, 0);
	return 0;
}
