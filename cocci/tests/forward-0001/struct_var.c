// vio.c: a struct defined where its one variable is declared.  Its item
// is delayed (schedule_delayed_work on the variable's field); the item of
// another such struct, never delayed, stays.
static struct vio_cmo {
	int lock;
	struct work_struct balance_q;
	int entitled;
} vio_cmo;

static struct vio_other {
	struct work_struct balance_q2;
} vio_other;

static void vio_cmo_balance(void *data)
{
	struct vio_cmo *cmo = data;

	cancel_delayed_work(&cmo->balance_q);
	schedule_work(&vio_other.balance_q2);
}

static void vio_cmo_bus_init(void)
{
	INIT_WORK(&vio_cmo.balance_q, vio_cmo_balance, &vio_cmo);
	schedule_delayed_work(&vio_cmo.balance_q, 0);
}
