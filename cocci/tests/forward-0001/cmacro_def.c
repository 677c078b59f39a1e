/*
 * container_of() macros of a struct with the member a parameter
 * (ssh_packet_layer.h to_ssh_ptl): the table's cmacros.  One with the
 * member fixed is none.
 */
#define to_ssh_ptl(ptr, member) \
	container_of(ptr, struct ssh_ptl, member)

#define to_other(ptr) container_of(ptr, struct other, x)

struct ssh_ptl {
	int x;
	struct {
		struct work_struct reaper;
	} rtx_timeout;
};
