/* An initialiser without a handler names no handler: NULL must not go into
 * the table of the collect pass, or every file that says NULL would be
 * taken as naming one (6.12 srcutree.h, __SRCU_USAGE_INIT()). */
struct srcu_usage {
	struct delayed_work work;
};

static struct srcu_usage su = {
	.work = __DELAYED_WORK_INITIALIZER(su.work, NULL, NULL, 0),
};

static DECLARE_WORK(nowork, NULL, NULL);

static void real_fn(void *data)
{
}

static DECLARE_WORK(realwork, real_fn, NULL);

/* Given its handler later (target_core_transport.c, hub.c init_work). */
struct cmd {
	struct work_struct work;
	struct delayed_work init_work;
};

static void setup(struct cmd *cmd)
{
	INIT_WORK(&cmd->work, NULL, NULL);
	INIT_DELAYED_WORK(&cmd->init_work, NULL, NULL);
}
