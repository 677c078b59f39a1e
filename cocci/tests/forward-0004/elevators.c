/* 2006 as-iosched and cfq-iosched: the data of the work item is also
 * kept in a member of the container, stored before INIT_WORK. */
struct request_queue {
	int queue_lock;
};

struct as_data {
	struct request_queue *q;
	struct work_struct antic_work;
};

struct cfq_data {
	struct request_queue *queue;
	struct work_struct unplug_work;
};

struct poll_data {
	struct request_queue *q;
	struct delayed_work poll_work;
};

struct self_data {
	struct self_data *self;
	struct work_struct self_work;
};

struct busy_data {
	struct request_queue *q;
	struct work_struct busy_work;
};

struct both_data {
	struct request_queue *q;
	struct work_struct both_work;
};

struct kick_data {
	struct request_queue *q;
	struct work_struct kick_work;
};

struct reset_data {
	struct request_queue *q;
	struct work_struct reset_work;
};

static void as_work_handler(void *data)
{
	struct request_queue *q = data;
	unsigned long flags;

	spin_lock_irqsave(q->queue_lock, flags);
	spin_unlock_irqrestore(q->queue_lock, flags);
}

static void *as_init_queue(struct request_queue *q)
{
	struct as_data *ad;

	ad = kmalloc(sizeof(*ad), GFP_KERNEL);
	ad->q = q;
	INIT_WORK(&ad->antic_work, as_work_handler, q);
	return ad;
}

static void cfq_kick_queue(void *data)
{
	struct request_queue *q = data;
	unsigned long flags;

	spin_lock_irqsave(q->queue_lock, flags);
	spin_unlock_irqrestore(q->queue_lock, flags);
}

static void *cfq_init_queue(struct request_queue *q)
{
	struct cfq_data *cfqd;

	cfqd = kmalloc(sizeof(*cfqd), GFP_KERNEL);
	cfqd->queue = q;
	cfqd->cfq_quantum = 4;
	INIT_WORK(&cfqd->unplug_work, cfq_kick_queue, q);
	return cfqd;
}

/* The item is delayed: container_of reaches it through .work. */
static void poll_handler(void *data)
{
	struct request_queue *q = data;

	spin_lock_irqsave(q->queue_lock, 0);
}

static void *poll_init(struct request_queue *q)
{
	struct poll_data *pd;

	pd = kmalloc(sizeof(*pd), GFP_KERNEL);
	pd->q = q;
	INIT_DELAYED_WORK(&pd->poll_work, poll_handler, q);
	return pd;
}

/* The container is stored in itself and passed: plain container data. */
static void self_handler(void *data)
{
	struct self_data *sd = data;

	sd->self = NULL;
}

static void *self_init(void)
{
	struct self_data *sd;

	sd = kmalloc(sizeof(*sd), GFP_KERNEL);
	sd->self = sd;
	INIT_WORK(&sd->self_work, self_handler, sd);
	return sd;
}

/* The handler has a local of the container name bd already: the container
 * takes the name of its struct. */
static void busy_handler(void *data)
{
	struct request_queue *q = data;
	int bd = 0;

	spin_lock_irqsave(q->queue_lock, bd);
}

static void *busy_init(struct request_queue *q)
{
	struct busy_data *bd;

	bd = kmalloc(sizeof(*bd), GFP_KERNEL);
	bd->q = q;
	INIT_WORK(&bd->busy_work, busy_handler, q);
	return bd;
}

/* Negative: the handler uses both names of the container already. */
static void both_handler(void *data)
{
	struct request_queue *q = data;
	int bd = 0, both_data = 0;

	spin_lock_irqsave(q->queue_lock, bd + both_data);
}

static void *both_init(struct request_queue *q)
{
	struct both_data *bd;

	bd = kmalloc(sizeof(*bd), GFP_KERNEL);
	bd->q = q;
	INIT_WORK(&bd->both_work, both_handler, q);
	return bd;
}

/* Negative: the handler is also called directly with the queue, where no
 * container is at hand. */
static void kick_handler(void *data)
{
	struct request_queue *q = data;

	spin_lock_irqsave(q->queue_lock, 0);
}

static void *kick_init(struct request_queue *q)
{
	struct kick_data *kd;

	kd = kmalloc(sizeof(*kd), GFP_KERNEL);
	kd->q = q;
	INIT_WORK(&kd->kick_work, kick_handler, q);
	kick_handler(q);
	return kd;
}

/* The member is set again between the store and INIT_WORK, so the data
 * is not known to be the member: it moves to a new member. */
static void reset_handler(void *data)
{
	struct request_queue *q = data;

	spin_lock_irqsave(q->queue_lock, 0);
}

static void *reset_init(struct request_queue *q, struct request_queue *other)
{
	struct reset_data *rd;

	rd = kmalloc(sizeof(*rd), GFP_KERNEL);
	rd->q = q;
	q = other;
	INIT_WORK(&rd->reset_work, reset_handler, q);
	return rd;
}
