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
