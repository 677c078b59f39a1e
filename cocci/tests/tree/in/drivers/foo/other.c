// SPDX-License-Identifier: GPL-2.0
/* A function of its own that has the name of foo.c's static handler, and
 * no work API: not foo.c's handler, so nothing changes here. */
struct reaper {
	int reaped;
};

static void foo_reap(void *data)
{
	struct reaper *r = data;

	r->reaped++;
}

void reaper_run(struct reaper *r)
{
	foo_reap(r);
}
