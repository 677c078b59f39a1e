/* usb hub.c: struct usb_hub is in hub.h, which spatch cannot parse, so
 * neither the type nor the table knows events; the file hands it to
 * INIT_WORK, which makes it a work item here.  Another struct's pending
 * word of a field this file does not initialise stays. */
static void kick_hub_wq(struct usb_hub *hub)
{
	if (hub->disconnected || test_bit(0, &hub->events.pending))
		return;
	if (test_bit(0, &hub->status.pending))
		return;
}

static int hub_probe(struct usb_hub *hub)
{
	INIT_WORK(&hub->events, hub_event, hub);
	return 0;
}
