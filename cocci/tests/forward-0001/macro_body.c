/* ntb_hw_amd.h, lynx-28g.c: a macro that finds the container of a work
 * item.  hb_timer is delayed (queue_delayed_work below), so the macro,
 * given the work_struct, names the work_struct inside it; link_work is
 * not, and its macro stays. */
struct amd_ntb_dev {
	struct work_struct hb_timer;
	struct work_struct link_work;
};

#define hb_ndev(__work) container_of(__work, struct amd_ntb_dev, hb_timer)
#define link_ndev(__work) container_of(__work, struct amd_ntb_dev, link_work)

static void amd_link_hb(void *data)
{
	struct amd_ntb_dev *ndev = data;

	queue_delayed_work(system_wq, &ndev->hb_timer, HZ);
}

static void amd_link(void *data)
{
	struct amd_ntb_dev *ndev = data;

	schedule_work(&ndev->link_work);
}
