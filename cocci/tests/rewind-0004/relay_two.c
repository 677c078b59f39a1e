/* A wrapper with two handler parameters (hfi1 iowait_init(): func,
 * tidfunc): the table holds one handler parameter a wrapper, so neither
 * is taken, nothing changes, and both initialisers are reported. */
struct iowait_work {
	struct work_struct iowork;
	struct iowait *iow;
};

void iowait_init(struct iowait *wait, void (*func)(struct work_struct *work),
		 void (*tidfunc)(struct work_struct *work))
{
	int i;

	for (i = 0; i < IOWAIT_SES; i++) {
		wait->wait[i].iow = wait;
		if (i == IOWAIT_IB_SE)
			INIT_WORK(&wait->wait[i].iowork, func);
		else
			INIT_WORK(&wait->wait[i].iowork, tidfunc);
	}
}
