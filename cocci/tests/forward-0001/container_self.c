/* kobject.c with CONFIG_DEBUG_KOBJECT_RELEASE: the handler is given its own
 * item as data, and finds the container from it.  Once the member is
 * delayed, the work_struct is the one inside it.  A local pointer that
 * becomes a struct delayed_work * itself, and a member that is not
 * delayed, stay as they are. */
struct kobject {
	struct work_struct release;
	struct work_struct plain;
	struct work_struct reap;
};

static void kobject_delayed_cleanup(void *data)
{
	struct work_struct *work = data;

	kobject_cleanup(container_of(work, struct kobject, release));
}

static void kobject_plain(void *data)
{
	struct work_struct *work = data;

	kobject_cleanup(container_of(work, struct kobject, plain));
}

static void kobject_reap(struct kobject *kobj)
{
	struct work_struct *w = &kobj->reap;

	schedule_delayed_work(w, HZ);
	kobject_cleanup(container_of(w, struct kobject, reap));
}

static void kobject_release(struct kobject *kobj)
{
	INIT_WORK(&kobj->release, kobject_delayed_cleanup, &kobj->release);
	INIT_WORK(&kobj->plain, kobject_plain, &kobj->plain);
	schedule_delayed_work(&kobj->release, HZ);
	schedule_work(&kobj->plain);
}
