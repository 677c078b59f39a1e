// SPDX-License-Identifier: GPL-2.0
#include <linux/foo.h>

/* A wrapper that gives every handler it is passed the container of its
 * item (rnbd-clt.c send_usr_msg()): its callers pass container handlers.
 * (Its table entry names no field: no empty name may reach the grep that
 * picks 0004's files, which would then take every file.) */
struct foo_req {
	struct work_struct work;
	int done;
};

static void foo_req_queue(struct foo_req *r, work_func_t fn)
{
	INIT_WORK(&r->work, fn);
	schedule_work(&r->work);
}

static void foo_req_done(struct work_struct *work)
{
	struct foo_req *r = container_of(work, struct foo_req, work);

	r->done = 1;
}

void foo_req_submit(struct foo_req *r)
{
	foo_req_queue(r, foo_req_done);
}
