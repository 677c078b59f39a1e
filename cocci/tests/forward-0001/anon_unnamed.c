/*
 * An item of an unnamed struct member (gfs2 incore.h gl_delete): its
 * evidence is the outer struct's.  The plain one beside it stays.
 */
struct gfs2_glock {
	struct work_struct gl_work;
	struct {
		struct work_struct gl_delete;
		struct work_struct gl_plain;
		u64 gl_no_formal_ino;
	};
};

static void gfs2_queue_delete(struct gfs2_glock *gl)
{
	queue_delayed_work(gfs2_delete_workqueue, &gl->gl_delete, 0);
	queue_work(gfs2_delete_workqueue, &gl->gl_plain);
}
