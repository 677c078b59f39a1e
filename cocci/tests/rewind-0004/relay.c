/* A wrapper that hands its handler parameter to the initialiser of a
 * member of a struct it has (rnbd-clt.c send_usr_msg(), xillyusb.c with an
 * unnamed work_struct in the parameter's type): the handlers its
 * callers pass are handlers, given the container, iu, by the wrapper;
 * the parameter takes void *.  A handler that wants other data (bad_conf,
 * which uses its work item) is reported at the call; the collect pass
 * records its kind, so that over a tree the table makes the wrapper one
 * that gives the item (relay_self).  A wrapper whose item
 * is itself a parameter (devm-helpers.h) takes the data from its callers,
 * as a new parameter after the handler: each call passes the data of its
 * handler for the item it passes. */
struct rnbd_iu {
	struct work_struct work;
	int errno;
};

static int send_usr_msg(struct rnbd_iu *iu, void (*conf)(struct work_struct *work),
			int wait)
{
	INIT_WORK(&iu->work, conf);
	return rtrs_clt_request(iu, wait);
}

static int queue_ep(struct xillyusb_endpoint *ep, void (*work)(struct work_struct *))
{
	INIT_WORK(&ep->workitem, work);
	return 0;
}

static void ep_work(struct work_struct *work)
{
	struct xillyusb_endpoint *ep =
		container_of(work, struct xillyusb_endpoint, workitem);

	kfree(ep);
}

static int devm_work_autocancel(struct device *dev, struct work_struct *w,
				work_func_t worker)
{
	INIT_WORK(w, worker);
	return devm_add_action(dev, devm_work_drop, w);
}

static void msg_close_conf(struct work_struct *work)
{
	struct rnbd_iu *iu = container_of(work, struct rnbd_iu, work);

	wake_up_iu_comp(iu, iu->errno);
}

static void msg_open_conf(struct work_struct *work)
{
	struct rnbd_iu *iu = container_of(work, struct rnbd_iu, work);

	rnbd_put_iu(iu);
}

static void bad_conf(struct work_struct *work)
{
	queue_work(system_wq, work);
}

static void irq_work(struct work_struct *work)
{
	struct info *info = container_of(work, struct info, irq_work);

	handle(info);
}

static int send_msg_close(struct rnbd_iu *iu, struct device *dev,
			  struct info *info, struct xillyusb_endpoint *ep)
{
	send_usr_msg(iu, msg_close_conf, 1);
	send_usr_msg(iu, msg_open_conf, 0);
	send_usr_msg(iu, bad_conf, 0);
	queue_ep(ep, ep_work);
	return devm_work_autocancel(dev, &info->irq_work, irq_work);
}
