// mptbase.h: the struct is declared with a tag and a typedef name; the
// evidence comes from mptbase.c, which knows it only as MPT_ADAPTER
// (queue_delayed_work(ioc->reset_work_q, &ioc->fault_reset_work, ...)),
// so the table keys it by the typedef name.  Another tag's item of the
// same name, with no evidence, stays.
typedef struct _MPT_ADAPTER
{
	int id;
	struct workqueue_struct *reset_work_q;
	struct work_struct	 fault_reset_work;
} MPT_ADAPTER;

typedef struct _OTHER_ADAPTER
{
	struct work_struct	 fault_reset_work;
} OTHER_ADAPTER;
