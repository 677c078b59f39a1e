// SPDX-License-Identifier: GPL-2.0
/* atlx.c: compiled only as part of incl.c, which binds its static
 * handler (it was left in the legacy form, unreported). */
static void foo_incl_task(void *data)
{
	struct foo_incl *a = data;

	a->n++;
}

static void foo_incl_kick(struct foo_incl *a)
{
	schedule_work(&a->task);
}
