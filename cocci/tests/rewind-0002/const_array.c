/* Left to the manual patch set: SmPL cannot spell the const declarator. */
static const work_func_t event_fns[2] = {
	ev_up,
	ev_down,
};
