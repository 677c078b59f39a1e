/* arch/x86/kernel/traps.c: a function whose last parameters are an int
 * and a void pointer, handed on to a call in the same order, has the shape
 * of a pass wrapper (devm_work_autocancel(dev, w, worker, data)) but no
 * initialiser and no handler: nothing changes (its void __user *addr
 * parameter and the argument were dropped). */
static void
do_trap(int trapnr, int signr, char *str, struct pt_regs *regs,
	long error_code, int sicode, void __user *addr)
{
	if (!sicode)
		force_sig(signr);
	else
		force_sig_fault(signr, sicode, addr);
}
