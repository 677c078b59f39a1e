/* net/pkt_cls.h in legacy form: the prototype of a pass wrapper that
 * another file defines (relay_pass_proto.handlers.json, from the collect
 * pass over it) loses its data parameter with the definition; another
 * function's stays. */
bool tcf_queue_work(struct rcu_work *rwork, work_func_t func, void *data);
bool tcf_other_work(struct rcu_work *rwork, work_func_t func, void *data);
