/* The collect pass prints the calls that pass a handler of this file to a
 * function (the wrapper may be another file's, named like an initialiser:
 * libsas INIT_SAS_EVENT() of sas_init.c), not to the initialisers
 * themselves or container_of(). */
static void sas_port_event_worker(struct work_struct *work)
{
	struct asd_sas_event *ev = to_asd_sas_event(work);

	sas_port_event_fns[ev->event](work);
}

static void sas_init_work(struct work_struct *work)
{
	struct sas_ha_struct *ha = container_of(work, struct sas_ha_struct, init_work);

	sas_init(ha);
}

static int sas_queue_event(struct asd_sas_event *ev, struct sas_ha_struct *ha)
{
	INIT_SAS_EVENT(ev, sas_port_event_worker, port, event);
	INIT_WORK(&ha->init_work, sas_init_work);
	return 0;
}
