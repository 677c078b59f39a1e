/* rtl8723bs osdep_service_linux.h as the rewind writes it: a pass wrapper
 * whose handler parameter is a plain void * (void *pfunc); its callers
 * give the data, and lose it as initialisers do. */
static inline void _init_workitem(struct work_struct *pwork, void *pfunc, void *data, void *cntx)
{
	INIT_WORK(pwork, pfunc, data);
}

static void c2h_wk_callback(void *data)
{
	struct evt_priv *pevtpriv = data;

	handle(pevtpriv);
}

static void rtw_init_evt_priv(struct evt_priv *pevtpriv)
{
	_init_workitem(&pevtpriv->c2h_wk, c2h_wk_callback, pevtpriv, NULL);
}
