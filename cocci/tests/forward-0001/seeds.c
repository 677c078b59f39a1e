/* The idioms of 52bad64d95bd, in their 2.6.18 form. */
#include <linux/workqueue.h>

/* arch/x86_64/kernel/mce.c */
static void mcheck_timer(void *data);
static DECLARE_WORK(mcheck_work, mcheck_timer, NULL);

static void mcheck_timer(void *data)
{
	schedule_delayed_work(&mcheck_work, next_interval);
}

/* drivers/ata/libata-core.c, with include/linux/libata.h's struct */
struct ata_port {
	unsigned int pflags;
	struct work_struct	port_task;
	struct work_struct	hotplug_task;
	struct work_struct	scsi_rescan_task;
};

void ata_port_queue_task(struct ata_port *ap, void (*fn)(void *), void *data,
			 unsigned long delay)
{
	int rc;

	PREPARE_WORK(&ap->port_task, fn, data);

	if (!delay)
		rc = queue_work(ata_wq, &ap->port_task);
	else
		rc = queue_delayed_work(ata_wq, &ap->port_task, delay);

	WARN_ON(rc == 0);
}

void ata_port_init(struct ata_port *ap)
{
	INIT_WORK(&ap->port_task, NULL, NULL);
	INIT_WORK(&ap->hotplug_task, ata_scsi_hotplug, ap);
	INIT_WORK(&ap->scsi_rescan_task, ata_scsi_dev_rescan, ap);
}

/* drivers/ata/libata-eh.c */
static void ata_eh_hotplug(struct ata_port *ap)
{
	queue_work(ata_aux_wq, &ap->hotplug_task);
	queue_work(ata_aux_wq, &ap->scsi_rescan_task);
}

void ata_port_flush_task(struct ata_port *ap)
{
	if (!cancel_delayed_work(&ap->hotplug_task))
		flush_workqueue(ata_aux_wq);
}

/* fs/aio.c, with include/linux/aio.h's struct */
struct kioctx {
	int users;
	struct work_struct	wq;
};

static void aio_kick_handler(void *data);

static struct kioctx *ioctx_alloc(unsigned nr_events)
{
	struct kioctx *ctx = kmalloc(sizeof(*ctx), GFP_KERNEL);

	INIT_WORK(&ctx->wq, aio_kick_handler, ctx);
	return ctx;
}

static void __put_ioctx(struct kioctx *ctx)
{
	cancel_delayed_work(&ctx->wq);
	flush_workqueue(aio_wq);
}

static void aio_queue_work(struct kioctx *ctx)
{
	queue_work(aio_wq, &ctx->wq);
}

static void aio_kick_handler(void *data)
{
	struct kioctx *ctx = data;

	if (ctx->users)
		queue_delayed_work(aio_wq, &ctx->wq, 0);
}

/* mm/slab.c */
static DEFINE_PER_CPU(struct work_struct, reap_work);

static void __devinit start_cpu_timer(int cpu)
{
	struct work_struct *reap_work = &per_cpu(reap_work, cpu);

	if (keventd_up() && reap_work->func == NULL) {
		init_reap_node(cpu);
		INIT_WORK(reap_work, cache_reap, NULL);
		schedule_delayed_work_on(cpu, reap_work, HZ + 3 * cpu);
	}
}

/* include/linux/kbd_kern.h, with include/linux/tty.h's buffer */
struct tty_bufhead {
	struct work_struct work;
	void *tail;
};

struct tty_struct {
	struct tty_bufhead buf;
};

static inline void con_schedule_flip(struct tty_struct *t)
{
	schedule_work(&t->buf.work);
}

static void tty_flush_to_ldisc(struct tty_struct *tty)
{
	if (cancel_delayed_work(&tty->buf.work))
		flush_scheduled_work();
}
