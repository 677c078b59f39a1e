/* Another file of the tree has a delayed irq_work and a delayed
 * poll (table_name.delayed.json): where spatch sees that this file's
 * irq_work is something else, its .work stays (ring_buffer.c); where it
 * cannot see the type, the name decides. */
struct rb_irq_work {
	struct irq_work work;
	int waiters_pending;
};

struct ring_buffer_per_cpu {
	struct rb_irq_work irq_work;
	struct rb_irq_work *irq_ptr;
};

static void rb_init(struct ring_buffer_per_cpu *cpu_buffer)
{
	init_irq_work(&cpu_buffer->irq_work.work, rb_wake_up_waiters);
	irq_work_queue(&cpu_buffer->irq_ptr->work);
}

static void other(struct unknown *u)
{
	cancel_delayed_work(&u->poll.work);
}
