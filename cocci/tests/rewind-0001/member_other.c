/* Another file has delayed fields deferred and disc_work, and holds
 * deferred in struct ionic_lif as a struct ionic_deferred
 * (member_other.delayed.json); this one holds disc_work in struct
 * sas_discovery as an array of struct sas_work.  Where spatch knows the
 * type of the pointer or struct before f.work (ionic_lif.c, libsas
 * sas_discover.c), that .work is the other struct's and stays; where it
 * does not, or the struct holds f as a delayed item, the .work goes. */
struct sas_discovery {
	struct sas_work disc_work[DISC_NUM_EVENTS];
};

struct holder {
	struct delayed_work deferred;
};

static void setup(struct ionic_lif *lif, struct sas_discovery *disc,
		  struct holder *h, int i)
{
	struct ionic_lif copy;

	INIT_WORK(&lif->deferred.work, ionic_lif_deferred_work);
	cancel_work_sync(&copy.deferred.work);
	INIT_SAS_WORK(&disc->disc_work[i].work, sas_event_fn);
	queue_work(wq, &h->deferred.work);
	queue_work(wq, &unknown->deferred.work);
	queue_work(wq, &unknown->disc_work[i].work);
}
