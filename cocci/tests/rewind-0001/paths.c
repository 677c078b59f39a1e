struct srcu {
	struct delayed_work work;
	struct list_head list;
};

static DEFINE_PER_CPU(struct delayed_work, vmstat_work);

static void boot_list(struct list_head *l)
{
	struct srcu *s = list_first_entry(l, struct srcu, work.work.entry);

	list_del_init(&s->work.work.entry);
	queue_work(system_wq, &per_cpu(vmstat_work, 1).work);
	BUILD_BUG_ON(offsetof(struct srcu, work.work) != 0);
}

static bool percpu_busy(void)
{
	return test_bit(0, &this_cpu_ptr(&vmstat_work)->work.pending);
}
