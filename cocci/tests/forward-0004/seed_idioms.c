/* Idioms of the 2006 tree, from the users changed by 65f27f38446e. */

/* net/core/link_watch.c: NULL data, a prototype before the item. */
static void linkwatch_event(void *dummy);
static DECLARE_DELAYED_WORK(linkwatch_work, linkwatch_event, NULL);

static void linkwatch_event(void *dummy)
{
	linkwatch_flags = 0;
}

/* drivers/char/random.c: NULL data, the parameter named private_. */
static void rekey_seq_generator(void *private_);

static DECLARE_DELAYED_WORK(rekey_work, rekey_seq_generator, NULL);

static void rekey_seq_generator(void *private_)
{
	struct keydata *keyptr = &ip_keydata[1 ^ (ip_cnt & 1)];

	keyptr->count = 0;
}

/* drivers/char/sysrq.c: NULL data, the prototype after the handler. */
static void moom_callback(void *ignored)
{
	out_of_memory(&NODE_DATA(0)->node_zonelists[ZONE_NORMAL],
			GFP_KERNEL, 0);
}

static DECLARE_WORK(moom_work, moom_callback, NULL);

/* net/sunrpc/cache.c */
static void do_cache_clean(void *data);
static DECLARE_DELAYED_WORK(cache_cleaner, do_cache_clean, NULL);

static void do_cache_clean(void *data)
{
	int delay = 5;
	if (cache_clean() == -1)
		delay = 30 * HZ;
}

/* crypto/cryptomgr.c: the container allocated and passed. */
struct cryptomgr_param {
	struct work_struct work;
	char template[CRYPTO_MAX_ALG_NAME];
};

static void cryptomgr_probe(void *data)
{
	struct cryptomgr_param *param = data;
	struct crypto_template *tmpl;

	tmpl = crypto_lookup_template(param->template);
}

static int cryptomgr_schedule_probe(struct crypto_larval *larval)
{
	struct cryptomgr_param *param;

	param = kzalloc(sizeof(*param), GFP_KERNEL);
	INIT_WORK(&param->work, cryptomgr_probe, param);
	schedule_work(&param->work);

	return NOTIFY_STOP;
}

/* block/ll_rw_blk.c: a typedef of the container. */
typedef struct request_queue request_queue_t;

struct request_queue {
	struct work_struct unplug_work;
	int unplug_delay;
};

static void blk_unplug_work(void *data);

void blk_queue_make_request(request_queue_t * q)
{
	if (q->unplug_delay == 0)
		q->unplug_delay = 1;

	INIT_WORK(&q->unplug_work, blk_unplug_work, q);
}

static void blk_unplug_work(void *data)
{
	request_queue_t *q = data;

	blk_add_trace_pdu_int(q, BLK_TA_UNPLUG_IO, NULL, 0);
}

/* net/ipv4/inet_timewait_sock.c: the container in a header, the handler
 * exported. */
void inet_twdr_twkill_work(void *data)
{
	struct inet_timewait_death_row *twdr = data;
	int i;

	i = twdr->thread_slots;
}

void twdr_init(struct inet_timewait_death_row *twdr)
{
	INIT_WORK(&twdr->twkill_work, inet_twdr_twkill_work, twdr);
}

/* fs/nfs/nfs4renewd.c: a delayed item of a struct of a header, a cast. */
void
nfs4_renew_state(void *data)
{
	struct nfs_client *clp = (struct nfs_client *)data;
	long lease;

	lease = clp->cl_lease_time;
}

void nfs4_init(struct nfs_client *clp)
{
	INIT_DELAYED_WORK(&clp->cl_renewd, nfs4_renew_state, clp);
}

/* fs/nfs/namespace.c: the data is a global. */
static void nfs_expire_automounts(void *list);

LIST_HEAD(nfs_automount_list);
static DECLARE_DELAYED_WORK(nfs_automount_task, nfs_expire_automounts,
			    &nfs_automount_list);

static void nfs_expire_automounts(void *data)
{
	struct list_head *list = (struct list_head *)data;

	mark_mounts_for_expiry(list);
}

/* kernel/kthread.c: an on-stack item whose data is a local struct that is
 * not initialised where it is declared. */
struct kthread_create_info
{
	struct task_struct *result;
	struct completion done;
};

static void keventd_create_kthread(void *_create)
{
	struct kthread_create_info *create = _create;
	int pid;

	pid = kernel_thread(kthread, create, CLONE_FS | CLONE_FILES | SIGCHLD);
}

struct task_struct *kthread_create(int (*threadfn)(void *data))
{
	struct kthread_create_info create;
	DECLARE_WORK(work, keventd_create_kthread, &create);

	init_completion(&create.done);

	if (!helper_wq)
		work.func(work.data);
	else {
		queue_work(helper_wq, &work);
		wait_for_completion(&create.done);
	}
	return create.result;
}

/* drivers/net/e1000/e1000_main.c: a handler of another type cast to the
 * work function type, its data the net_device, not the container: left. */
static void e1000_reset_task(struct net_device *dev);

static int e1000_probe(struct net_device *netdev, struct e1000_adapter *adapter)
{
	INIT_WORK(&adapter->reset_task,
		(work_func_t)e1000_reset_task, netdev);
	return 0;
}

static void
e1000_reset_task(struct net_device *netdev)
{
	struct e1000_adapter *adapter = netdev_priv(netdev);

	e1000_reinit_locked(adapter);
}
