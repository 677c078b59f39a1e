/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_FOO_LIO_H
#define _LINUX_FOO_LIO_H

#include <linux/foo.h>

/* no token of the work API here: not a candidate of the conversion */
struct foo_lio {
	int id;
	struct foo_wq link_wq;
};

#endif
