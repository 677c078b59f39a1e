/* af_smc.c in legacy form: struct smc_sock holds a struct smc_connection
 * conn, both in a header (member_type.delayed.json: smc_sock.conn is a
 * struct smc_connection, whose tx_work is delayed; another struct has a
 * tx_work too).  spatch knows the type of smc but not that of smc->conn:
 * the member table says it.  Where the container is not known (other), the
 * item is reported, not guessed; a plain member stays.  The collect pass
 * records the members of struct type of this file's structs. */
struct smc_holder {
	struct smc_connection conn;
	struct work_struct work;
	union {
		struct smc_link link;
		struct smc_path path;
	};
};

static void smc_init(struct smc_sock *smc)
{
	INIT_WORK(&smc->conn.tx_work, smc_tx_work, &smc->conn);
	INIT_WORK(&smc->conn.rx_work, smc_rx_work, &smc->conn);
}

static void smc_close(struct smc_sock *smc, struct smc_sock copy)
{
	cancel_delayed_work(&smc->conn.tx_work);
	cancel_delayed_work(&copy.conn.tx_work);
	queue_work(wq, &smc->conn.rx_work);
	cancel_delayed_work(&other->conn.tx_work);
}
