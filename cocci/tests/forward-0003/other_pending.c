/* Other structures' pending fields stay. */
struct req {
	int pending;
	unsigned long flags;
};

static bool busy(struct req *r, struct timer_list *t)
{
	return r->pending || test_bit(0, &r->flags) || timer_pending(t);
}
