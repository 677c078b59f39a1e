/* A wrapper defined in another file (relay_table.handlers.json, from the
 * collect pass over it): the handler passed at its index is a handler
 * given the container; the handler passed at another index is not. */
static void rtl_work(struct work_struct *work)
{
	struct rtl_priv *rtlpriv = container_of(work, struct rtl_priv, works.work);

	rtl_do(rtlpriv);
}

static void not_passed(struct work_struct *work)
{
	struct rtl_priv *rtlpriv = container_of(work, struct rtl_priv, works.work);

	rtl_do(rtlpriv);
}

static void setup(struct rtl_priv *rtlpriv)
{
	rtl_init_work(rtlpriv, rtl_work, not_passed);
}
