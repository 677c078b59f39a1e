/* More idioms of the users 65f27f38446e changed.
 * drivers/pci/pcie/aer: the data, cast to void *, is a member the
 * container was given just before: the handler reads that member. */
struct aer_rpc {
	struct pcie_device *rpd;
	struct work_struct dpc_handler;
};

extern void aer_isr(void *context);

static struct aer_rpc *aer_alloc_rpc(struct pcie_device *dev)
{
	struct aer_rpc *rpc;

	rpc = kzalloc(sizeof(struct aer_rpc), GFP_KERNEL);
	rpc->rpd = dev;
	INIT_WORK(&rpc->dpc_handler, aer_isr, (void *)dev);
	return rpc;
}

void aer_isr(void *context)
{
	struct pcie_device *p_device = (struct pcie_device *) context;
	struct aer_rpc *rpc = get_service_data(p_device);

	mutex_lock(&rpc->rpc_mutex);
}

/* drivers/char/tty_io.c: a delayed item two members down (buf.work), and

 * PREPARE_WORK of an item initialised elsewhere. */
struct tty_bufhead {
	struct delayed_work work;
	spinlock_t lock;
};

struct tty_struct {
	int magic;
	struct tty_bufhead buf;
	struct work_struct hangup_work;
	struct work_struct SAK_work;
};

static void flush_to_ldisc(void *private_)
{
	struct tty_struct *tty = (struct tty_struct *) private_;
	unsigned long flags;

	spin_lock_irqsave(&tty->buf.lock, flags);
}

static void do_tty_hangup(void *data)
{
	struct tty_struct *tty = (struct tty_struct *) data;

	tty->magic = 0;
}

static void __do_SAK(void *arg)
{
	struct tty_struct *tty = arg;

	tty->magic = 1;
}

void do_SAK(struct tty_struct *tty)
{
	if (!tty)
		return;
	PREPARE_WORK(&tty->SAK_work, __do_SAK, tty);
	schedule_work(&tty->SAK_work);
}

static void initialize_tty_struct(struct tty_struct *tty)
{
	INIT_DELAYED_WORK(&tty->buf.work, flush_to_ldisc, tty);
	INIT_WORK(&tty->hangup_work, do_tty_hangup, tty);
}
