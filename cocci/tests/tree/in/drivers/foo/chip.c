// SPDX-License-Identifier: GPL-2.0
#include <linux/foo.h>

/* The handler comes from a struct field the header declares: 0002 must
 * read this file, which declares no handler, to know that field. */
void foo_chip_start(struct foo *f, const struct foo_chip *chip)
{
	INIT_WORK(&f->chip_work, chip->task, f);
	schedule_work(&f->chip_work);
}
