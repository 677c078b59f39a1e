/* Names that are no delayed item here.  mptbase.c: another file has a
 * delayed dw (member_names.delayed.json), but the dw of this union, whose
 * type spatch knows, is no work item: its members are reached as they
 * are.  vmw_balloon.c: a local that becomes a delayed pointer has the name
 * of the member container_of() names; the member stays as it is. */
union loginfo_type {
	u32 loginfo;
	struct {
		u32 subcode:16;
		u32 bus_type:4;
	} dw;
};

static void mpt_sas_log_info(u32 log_info)
{
	union loginfo_type sas_loginfo;

	sas_loginfo.loginfo = log_info;
	if (sas_loginfo.dw.bus_type != 3)
		return;
}

struct vmballoon {
	struct work_struct dwork;
};

static void vmballoon_work(void *data)
{
	struct work_struct *work = data;
	struct work_struct *dwork = work;
	struct vmballoon *b = container_of(dwork, struct vmballoon, dwork);

	queue_delayed_work(system_freezable_wq, dwork, HZ);
}

static void vmballoon_start(struct vmballoon *b)
{
	queue_delayed_work(system_freezable_wq, &b->dwork, 0);
}
