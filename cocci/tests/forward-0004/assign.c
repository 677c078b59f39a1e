/* Handlers that declare the object first and assign data later, as
 * kernel/fork.c, perf and srcu had after the rewind. */
struct mm {
	int users;
	struct work_struct async_put_work;
};

struct srcu {
	int state;
	struct delayed_work work;
};

static void mmdrop_async_fn(void *data)
{
	struct mm *mm;

	mm = data;
	mm->users--;
}

static void process_srcu(void *data)
{
	unsigned long j;
	struct srcu *ssp;

	j = jiffies;
	ssp = (struct srcu *)data;
	ssp->state = j;
}

/* data used again after the assignment: not the shape, left alone. */
static void twice(void *data)
{
	struct mm *mm;

	mm = data;
	pr_info("%p\n", data);
}

static void setup(struct mm *mm, struct srcu *ssp)
{
	INIT_WORK(&mm->async_put_work, mmdrop_async_fn, mm);
	INIT_DELAYED_WORK(&ssp->work, process_srcu, ssp);
	INIT_WORK(&mm->async_put_work, twice, mm);
}

/* The item is a member of a member: the rewind passes container_of(). */
struct buf {
	struct work_struct work;
};

struct port {
	int count;
	struct buf buf;
};

static void flush_fn(void *data)
{
	struct port *port = data;

	port->count++;
}

static void buf_init(struct buf *buf)
{
	INIT_WORK(&buf->work, flush_fn,
		  container_of(&buf->work, struct port, buf.work));
}

/* Layout: a declaration split after "=" and an initialiser split over
 * lines keep their lines. */
struct entry {
	struct work_struct work;
};

static void entry_fn(void *data)
{
	struct entry *entry =
		data;

	kfree(entry);
}

static void entry_init(struct entry *entry)
{
	INIT_WORK(&entry->work,
		  entry_fn, entry);
}
