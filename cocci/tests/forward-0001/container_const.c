/* container_of_const() of a work_struct and a member now delayed names
 * the work_struct inside it, as container_of() does (af_packet.c
 * packet_free_pg_vec_work()); of a member that stays plain (other), it is
 * left. */
struct packet_pg_vec_free {
	struct work_struct work;
	struct work_struct other;
	struct sock *sk;
};

static void packet_free_pg_vec_work(void *data)
{
	struct work_struct *work = data;
	struct packet_pg_vec_free *deferred;

	deferred = container_of_const(work,
				      struct packet_pg_vec_free, work);
	kfree(deferred);
}

static void other_work(void *data)
{
	struct work_struct *work = data;
	struct packet_pg_vec_free *deferred;

	deferred = container_of_const(work, struct packet_pg_vec_free, other);
	kfree(deferred);
}

static void f(struct packet_pg_vec_free *d)
{
	INIT_WORK(&d->work, packet_free_pg_vec_work, &d->work);
	INIT_WORK(&d->other, other_work, &d->other);
	schedule_delayed_work(&d->work, 1);
	schedule_work(&d->other);
}
