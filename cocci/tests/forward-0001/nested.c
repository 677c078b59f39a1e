/*
 * A struct defined where a member of another is declared
 * (intel_gt_types.h): its items are known by struct, and the member's
 * type too, so that another struct's item of the same name (retire_work
 * of struct intel_engine_cs, plain) is not taken for this one.
 */
struct intel_gt {
	int x;
	struct intel_gt_requests {
		/* comment */
		struct work_struct retire_work;
	} requests;
};

struct intel_engine_cs {
	struct work_struct retire_work;
};

static void intel_gt_init_requests(struct intel_gt *gt)
{
	INIT_WORK(&gt->requests.retire_work, retire_work_handler, &gt->requests.retire_work);
	schedule_delayed_work(&gt->requests.retire_work, HZ);
}

static void intel_engine_init_retire(struct intel_engine_cs *engine)
{
	INIT_WORK(&engine->retire_work, engine_retire, &engine->retire_work);
	schedule_work(&engine->retire_work);
}
