/* cxgb3 sge.c in legacy form: the item is in an element of an array
 * member of its container, at a constant index, and the data is the
 * container: container_of() takes that path.  An index that is a variable
 * is no path: reported. */
static void restart_ctrlq(void *data)
{
	struct sk_buff *skb;
	struct sge_qset *qs = data;
	struct sge_txq *q = &qs->txq[TXQ_CTRL];

	spin_lock(&q->lock);
	skb = q->skb;
	spin_unlock(&q->lock);
}

static void restart_offloadq(void *data)
{
	struct sge_qset *qs = data;

	kick(&qs->txq[TXQ_OFLD]);
}

static void restart_any(void *data)
{
	struct sge_qset *qs = data;

	kick(qs);
}

static void init_qset(struct sge_qset *q, int i)
{
	INIT_WORK(&q->txq[TXQ_OFLD].qresume_task, restart_offloadq, q);
	INIT_WORK(&q->txq[TXQ_CTRL].qresume_task, restart_ctrlq, q);
	INIT_WORK(&q->txq[i].qresume_task, restart_any, q);
}
