struct dev {
	struct work_struct reset;
	struct delayed_work poll;
	struct closure_like { struct work_struct work; } cl;
};

static bool busy(struct dev *d, struct work_struct *w, struct delayed_work *dw)
{
	if (work_pending(&d->reset) || delayed_work_pending(&d->poll))
		return true;
	if (work_pending(w) || delayed_work_pending(dw))
		return true;
	return test_bit(WORK_STRUCT_PENDING_BIT, work_data_bits(&d->cl.work));
}

static bool percpu_busy(void)
{
	return delayed_work_pending(this_cpu_ptr(&vmstat_work));
}
