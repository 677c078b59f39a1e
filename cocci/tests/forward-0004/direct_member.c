/* Seed cpufreq.c: data that is neither the container nor the item, a
 * number cast through the pointer, moves to a new member of the
 * container (update_data), set next to the initialiser, and the handler
 * reads it from there under the name it had.  A wrapper that passes such
 * data (relay_cont) is reported instead. */
struct cpufreq_policy {
	unsigned int cpu;
	struct work_struct update;
};

static void handle_update(void *data);

static int cpufreq_add_dev(struct sys_device *sys_dev)
{
	unsigned int cpu = sys_dev->id;
	struct cpufreq_policy *policy;

	policy = kzalloc(sizeof(struct cpufreq_policy), GFP_KERNEL);
	INIT_WORK(&policy->update, handle_update, (void *)(long)cpu);
	return 0;
}

static void handle_update(void *data)
{
	unsigned int cpu = (unsigned int)(long)data;
	dprintk("handle_update for cpu %u called\n", cpu);
	cpufreq_update_policy(cpu);
}
