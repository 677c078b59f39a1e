/* Another file has a delayed reset_work, state_work and poll
 * (container_other.delayed.json; a delayed global reset_work too), and
 * one (sas_internal.h) holds
 * reset_work in struct sas_phy_data as a struct sas_work: a container_of()
 * whose container holds the member as another struct keeps its .work,
 * whether the container is named or is the type of the pointer it is
 * assigned to (libsas sas_init.c).  Where the container holds it as a
 * delayed item, or is unknown, the .work goes. */
struct tb_xdomain {
	struct delayed_work state_work;
};

struct local_data {
	struct sas_work poll;
};

static void phy_reset_work(struct work_struct *work)
{
	struct sas_phy_data *d = container_of(work, typeof(*d), reset_work.work);
	struct sas_phy_data *e;

	e = container_of(work, typeof(*e), reset_work.work);
	use(container_of(work, struct sas_phy_data, reset_work.work));
	use(container_of(work, struct local_data, poll.work));
}

static void tb_xdomain_state_work(struct work_struct *work)
{
	struct tb_xdomain *xd = container_of(work, typeof(*xd), state_work.work);
	struct other *o = container_of(work, typeof(*o), reset_work.work);

	use(container_of(work, struct tb_xdomain, state_work.work), o);
}
