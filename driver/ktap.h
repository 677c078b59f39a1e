/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Minimal KTAP v1 output for the wq-rework test modules: one suite a module,
 * printed as a subtest of a one-test top-level document, the way kunit
 * prints a suite.  tools/ktap.py parses it back from the console.
 */
#ifndef WQ_REWORK_KTAP_H
#define WQ_REWORK_KTAP_H

#include <linux/printk.h>
#include <linux/kernel.h>

struct ktap_case {
	const char *name;
	void (*run)(void);
};

/* Failed expectations of the test case that is running. */
static int ktap_failures;

#define ktap_diag(fmt, ...)	pr_info("    # " fmt "\n", ##__VA_ARGS__)

/* Record a failure with the expression and line, and go on. */
#define KTAP_EXPECT(cond)						\
	do {								\
		if (!(cond)) {						\
			ktap_diag("%s:%d: expected %s", __func__,	\
				  __LINE__, #cond);			\
			ktap_failures++;				\
		}							\
	} while (0)

/* Nested results (e.g. one per CPU) inside the running test case. */
#define ktap_sub_begin(name, n)						\
	pr_info("        KTAP version 1\n        # Subtest: %s\n"	\
		"        1..%d\n", name, n)
#define ktap_sub_result(ok, i, fmt, ...)				\
	pr_info("        %sok %d " fmt "\n", (ok) ? "" : "not ",	\
		i, ##__VA_ARGS__)

/* Run every case; return the number of failed cases. */
static inline int ktap_run_suite(const char *suite,
				 const struct ktap_case *cases, int n,
				 void (*diagnostics)(void))
{
	int i, failed = 0;

	pr_info("KTAP version 1\n1..1\n");
	pr_info("    KTAP version 1\n    # Subtest: %s\n    1..%d\n",
		suite, n);
	if (diagnostics)
		diagnostics();
	for (i = 0; i < n; i++) {
		ktap_failures = 0;
		cases[i].run();
		if (ktap_failures)
			failed++;
		pr_info("    %sok %d %s\n", ktap_failures ? "not " : "",
			i + 1, cases[i].name);
	}
	pr_info("    # %s: pass:%d fail:%d skip:0 total:%d\n", suite,
		n - failed, failed, n);
	pr_info("%sok 1 %s\n", failed ? "not " : "", suite);
	return failed;
}

#endif /* WQ_REWORK_KTAP_H */
