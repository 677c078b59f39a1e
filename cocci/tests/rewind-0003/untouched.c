/* Other bits and other pending tests stay. */
static bool other(struct foo *f)
{
	return test_bit(0, &f->flags) || timer_pending(&f->timer) ||
	       test_bit(WORK_STRUCT_PENDING_BIT, &f->bits);
}
