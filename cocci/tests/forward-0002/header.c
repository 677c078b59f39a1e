/* queueing.h, cifsproto.h, pkt_cls.h: prototypes of functions whose
 * handler parameter the collect pass found in their .c files
 * (header.funcs.json), and a field another file gives to an initialiser.
 * The other void (*)(void *) stay. */
struct crypt_queue;

int wg_packet_queue_init(struct crypt_queue *queue, void (*function)(void *),
			 unsigned int len);
void sctp_inq_set_th_handler(struct sctp_inq *, void (*)(void *));
bool tcf_queue_work(struct rcu_work *rwork, void (*func)(void *));
int on_each(void (*func)(void *), void *info);
void other_unnamed(struct sctp_inq *, void (*)(void *));

struct tulip_chip_table {
	void (*media_task)(void *);
	void (*callback)(void *);
};
