/* A tree converted before (the second run of make convert TREE=): struct
 * foo_net_ecache has a delayed_work dwork already (name_new.delayed.json:
 * newdecls), struct foo_other a work_struct dwork, and a delayed use of
 * .dwork whose container spatch cannot type may be of either: foo_other
 * is not converted by the name, and the use is reported. */
struct foo_other {
	struct work_struct dwork;
};

void foo_kick(void)
{
	schedule_delayed_work(&foo_net(0)->dwork, 1);
}
