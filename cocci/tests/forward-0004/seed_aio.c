/* fs/aio.c (anonymous prototypes, a delayed item, NULL data) and
 * kernel/sys.c (a static DECLARE_WORK inside a function, an unused
 * parameter that keeps its name), as 65f27f38446e converted them. */
struct kioctx {
	int dead;
	struct delayed_work wq;
};

static void aio_kick_handler(void *);
static void aio_fput_routine(void *);
static DECLARE_WORK(fput_work, aio_fput_routine, NULL);

static void aio_fput_routine(void *data)
{
	spin_lock_irq(&fput_lock);
}

static struct kioctx *ioctx_alloc(unsigned nr_events)
{
	struct kioctx *ctx;

	ctx = kmem_cache_alloc(kioctx_cachep, GFP_KERNEL);
	INIT_DELAYED_WORK(&ctx->wq, aio_kick_handler, ctx);
	return ctx;
}

static void aio_kick_handler(void *data)
{
	struct kioctx *ctx = data;

	ctx->dead = 0;
}

static void deferred_cad(void *dummy)
{
	kernel_restart(NULL);
}

void ctrl_alt_del(void)
{
	static DECLARE_WORK(cad_work, deferred_cad, NULL);

	if (C_A_D)
		schedule_work(&cad_work);
}
