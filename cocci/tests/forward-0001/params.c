/* drivers/input/mouse/psmouse.h: a delayed item passed through a helper */
struct psmouse {
	struct work_struct resync_work;
	struct work_struct other_work;
};

void psmouse_queue_work(struct psmouse *psmouse, struct work_struct *work,
			unsigned long delay);

void psmouse_queue_work(struct psmouse *psmouse, struct work_struct *work,
			unsigned long delay)
{
	queue_delayed_work(kpsmoused_wq, work, delay);
}

static void psmouse_handle_byte(struct psmouse *psmouse)
{
	psmouse_queue_work(psmouse, &psmouse->resync_work, 5);
	schedule_work(&psmouse->other_work);
}

/* a helper that passes its item on to the delayed helper */
static void psmouse_kick(struct psmouse *psmouse, struct work_struct *w)
{
	psmouse_queue_work(psmouse, w, 0);
	flush_work(w);
}
