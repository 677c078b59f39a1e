/* net/pkt_cls.h: the prototype of a wrapper that takes the data
 * (relay_rcu.c) in another file (relay_rcu_proto.handlers.json, from the
 * collect pass over it) takes it too; another function's does not. */
bool tcf_queue_work(struct rcu_work *rwork, work_func_t func);
bool tcf_other_work(struct rcu_work *rwork, work_func_t func);
