// SPDX-License-Identifier: GPL-2.0
#include <linux/foo.h>

/* No work API token, but a direct call of a handler defined elsewhere:
 * 0004 must see this file too. */
void foo_kick(struct foo *f)
{
	foo_timeout(f);
}
