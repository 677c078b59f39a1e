/* qla2xxx qla_init.c: handlers whose body has a variable called data of
 * its own.  Their void * parameter cannot have that name too. */
void qla_register_fcport_fn(struct work_struct *work)
{
	fc_port_t *fcport = container_of(work, struct fc_port, reg_work);
	u16 data[2];

	data[0] = fcport->rscn_gen;
	requeue(work, data);
}

static void port_update(struct work_struct *work)
{
	struct port *port = container_of(work, struct port, update_work);

	if (port->busy) {
		int data = port->state;

		report(data);
	}
}

/* No local data: the parameter is called data as usual. */
static void port_reset(struct work_struct *work)
{
	struct port *port = container_of(work, struct port, reset_work);

	port->state = 0;
}

void port_init(struct port *port, fc_port_t *fcport)
{
	INIT_WORK(&fcport->reg_work, qla_register_fcport_fn);
	INIT_WORK(&port->update_work, port_update);
	INIT_WORK(&port->reset_work, port_reset);
}

/* sfc rx_common.c: the parameter is called data; a use that is not its
 * container_of() becomes &x->f, not the new parameter. */
static void efx_filter_rfs_work(struct work_struct *data)
{
	struct efx_async_filter_insertion *req = container_of(data, struct efx_async_filter_insertion,
							      work);

	req->done = 1;
	kick(data);
}

void efx_filter_rfs(struct efx_async_filter_insertion *req)
{
	INIT_WORK(&req->work, efx_filter_rfs_work);
}

/* rtw88 main.c, mt76x02_usb_core.c: the local data has an initialiser
 * list (legacy did not compile: data was both parameter and local). */
static void rtw_watch_dog_work(struct work_struct *work)
{
	struct rtw_dev *rtwdev = container_of(work, struct rtw_dev,
					      watch_dog_work.work);
	struct rtw_watch_dog_iter_data data = {};

	rtw_iterate_vifs(rtwdev, rtw_vif_watch_dog_iter, &data);
}

void rtw_init(struct rtw_dev *rtwdev)
{
	INIT_DELAYED_WORK(&rtwdev->watch_dog_work, rtw_watch_dog_work);
}

/* powerpc pmi.c: the handler ignores its item and uses a global data;
 * a parameter called data would hide it. */
static struct pmi_data *data;

static void pmi_notify_handlers(struct work_struct *work)
{
	spin_lock(&data->handler_spinlock);
	spin_unlock(&data->handler_spinlock);
}

static int pmi_of_probe(struct platform_device *dev)
{
	INIT_WORK(&data->work, pmi_notify_handlers);
	return 0;
}
