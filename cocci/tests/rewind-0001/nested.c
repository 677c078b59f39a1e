/* Three shapes the rewind used to miss.
 * - A struct defined inside another (i915 intel_gt_types.h): its delayed
 *   retire_work is a delayed field like any other.
 * - Two members down (liquidio): another file says struct octeon_device
 *   holds dma_comp_wq as a struct cavium_wq, which holds wk as a struct
 *   cavium_wk (nested.delayed.json); wk.work is then the delayed work of
 *   that struct, not the step into a delayed wk, and stays.  Where the
 *   middle struct is not known (other_dev) or holds wk as a delayed item
 *   (struct holder here), the .work goes.
 *   Through an array of them too (oct->check_db_wq[i].wk.work).
 * - container_of(work, T, work.work): the path names members, not the
 *   parameter work (firewire sbp2.c), and its .work goes.
 * - to_delayed_work() spelt out as container_of(w, struct delayed_work,
 *   work) (amdgpu_display.c) is w. */
struct intel_gt {
	struct intel_gt_requests {
		struct delayed_work retire_work;
	} requests;
	struct {
		struct work_struct work;
	} watchdog;
};

struct holder {
	struct delayed_work wk;
};

struct outer {
	struct holder h;
};

static void retire_work_handler(struct work_struct *work)
{
	struct intel_gt *gt =
		container_of(work, typeof(*gt), requests.retire_work.work);

	schedule_delayed_work(&gt->requests.retire_work, HZ);
}

static void flip_work_func(struct work_struct *__work)
{
	struct delayed_work *delayed_work =
		container_of(__work, struct delayed_work, work);
	struct flip *work = container_of(delayed_work, struct flip, flip_work);

	kfree(work);
}

static void sbp2_login(struct work_struct *work)
{
	struct sbp2_logical_unit *lu =
		container_of(work, struct sbp2_logical_unit, work.work);

	kfree(lu);
}

void octeon_delete_response_list(struct octeon_device *oct,
				 struct other_dev *od, struct outer *o, int i)
{
	cancel_delayed_work_sync(&oct->dma_comp_wq.wk.work);
	cancel_delayed_work_sync(&oct->check_db_wq[i].wk.work);
	cancel_delayed_work_sync(&od->dma_comp_wq.wk.work);
	cancel_delayed_work_sync(&o->h.wk.work);
}
