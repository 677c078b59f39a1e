/* A wrapper that gives every handler it is passed the container of its
 * item (rnbd-clt.c send_usr_msg(): INIT_WORK(&iu->work, conf, iu), as the
 * rewind writes it): its callers' handlers find the container with
 * container_of(), the initialiser loses its data, and the handler
 * parameter becomes a work_func_t (as 2006 libata's did).  A wrapper that
 * passes its handler other data (relay_other: a field of the container)
 * is not one: its callers' handlers are left. */
struct rnbd_iu {
	struct work_struct work;
	void *buf;
};

static int send_usr_msg(struct rnbd_iu *iu, void (*conf)(void *), int wait)
{
	INIT_WORK(&iu->work, conf, iu);
	return rtrs_clt_request(iu, wait);
}

static int relay_other(struct rnbd_iu *iu, void (*cb)(void *))
{
	INIT_WORK(&iu->work, cb, iu->buf);
	return 0;
}

static void msg_close_conf(void *data)
{
	struct rnbd_iu *iu = data;

	wake_up_iu_comp(iu);
}

static void buf_conf(void *data)
{
	struct buf *buf = data;

	kfree(buf);
}

static int send_msg_close(struct rnbd_iu *iu)
{
	relay_other(iu, buf_conf);
	return send_usr_msg(iu, msg_close_conf, 1);
}
