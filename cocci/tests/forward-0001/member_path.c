/* srcu_init: a member path through a delayed item names its work_struct;
 * a path through an item that is not delayed stays. */
struct srcu_struct {
	struct work_struct work;
	struct work_struct other;
};

static LIST_HEAD(boot_list);

static void srcu_init(void)
{
	struct srcu_struct *ssp;
	struct work_struct *w;

	ssp = list_first_entry(&boot_list, struct srcu_struct, work.entry);
	ssp = list_first_entry(&boot_list, struct srcu_struct, other.entry);
	ssp = container_of(w, struct srcu_struct, work.entry);
	queue_delayed_work(system_wq, &ssp->work, 1);
}
