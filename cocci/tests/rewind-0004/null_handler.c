/* An item initialised without a handler (target_core_transport.c,
 * hub.c init_work) gets one later: no data either. */
struct cmd {
	struct work_struct work;
	struct delayed_work init_work;
};

static void setup(struct cmd *cmd)
{
	INIT_WORK(&cmd->work, NULL);
	INIT_DELAYED_WORK(&cmd->init_work, NULL);
}
