// SPDX-License-Identifier: GPL-2.0
/* No work API here: spatch must not even be started on it. */
int foo_untouched(int x)
{
	return x + 1;
}
