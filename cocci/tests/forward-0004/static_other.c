/* asus-wmi.c: samsung-laptop.c has a static handler kbd_led_update
 * (static_other.handlers.json); this file's kbd_led_update is another
 * function, which it calls directly: its calls stay (they became
 * kbd_led_update(&asus->kbd_led_work)).  An extern handler of the table
 * is still this file's to call. */
static void kbd_led_update(struct asus_wmi *asus)
{
	asus->kbd_led_wk = 1;
}

static void kbd_led_set(struct asus_wmi *asus)
{
	kbd_led_update(asus);
	port_task(asus->port);
}
