/* thunderbolt xdomain.c in legacy form: the handler is given its own item
 * as data and names the container typeof(*xd).  Once state_work is
 * delayed, the work_struct is the one inside it; the plain item stays. */
struct tb_xdomain {
	struct work_struct state_work;
	struct work_struct plain_work;
};

static void tb_xdomain_state_work(void *data)
{
	struct work_struct *work = data;
	struct tb_xdomain *xd = container_of(work, typeof(*xd), state_work);
	struct tb_xdomain *again;

	again = container_of(work, typeof(*again), state_work);
	queue_delayed_work(xd->wq, &xd->state_work, HZ);
}

static void tb_xdomain_plain(void *data)
{
	struct work_struct *work = data;
	struct tb_xdomain *xd = container_of(work, typeof(*xd), plain_work);

	queue_work(xd->wq, &xd->plain_work);
}

static void tb_xdomain_init(struct tb_xdomain *xd)
{
	INIT_WORK(&xd->state_work, tb_xdomain_state_work, &xd->state_work);
	INIT_WORK(&xd->plain_work, tb_xdomain_plain, &xd->plain_work);
}
