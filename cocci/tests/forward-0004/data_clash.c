/* The legacy forms rewind-0004/data_local gives (rtw88 main.c, powerpc
 * pmi.c): a data of the body's own, so the parameter is not called
 * data; they come back as upstream wrote them. */
static void rtw_watch_dog_work(void *arg)
{
	struct rtw_dev *rtwdev = arg;
	struct rtw_watch_dog_iter_data data = {};

	rtw_iterate_vifs(rtwdev, rtw_vif_watch_dog_iter, &data);
}

void rtw_init(struct rtw_dev *rtwdev)
{
	INIT_DELAYED_WORK(&rtwdev->watch_dog_work, rtw_watch_dog_work, rtwdev);
}

static struct pmi_data *data;

static void pmi_notify_handlers(void *work)
{
	spin_lock(&data->handler_spinlock);
	spin_unlock(&data->handler_spinlock);
}

static int pmi_of_probe(struct platform_device *dev)
{
	INIT_WORK(&data->work, pmi_notify_handlers, NULL);
	return 0;
}
