struct sq_work {
	struct work_struct work;
	unsigned int ih_data;
};

struct gfx_dev {
	struct sq_work sq_work;
};

static void sq_irq_work_func(struct work_struct *work)
{
	struct gfx_dev *adev = container_of(work, struct gfx_dev, sq_work.work);
	struct sq_work *sq_work = container_of(work, struct sq_work, work);

	parse_sq_irq(adev, sq_work->ih_data);
}

static void gfx_init(struct gfx_dev *adev)
{
	INIT_WORK(&adev->sq_work.work, sq_irq_work_func);
}
