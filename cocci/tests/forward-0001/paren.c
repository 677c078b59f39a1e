/* &(E->f) in the delayed API (i5100_edac.c, amdgpu_virt.c): evidence too. */

struct i5100_priv {
	int x;
	struct work_struct i5100_scrubbing;
	int scrub_enable;
};

static void i5100_refresh_scrubbing(void *data)
{
	struct work_struct *work = data;
	struct work_struct *i5100_scrubbing = work;
	struct i5100_priv *priv = container_of(i5100_scrubbing,
					       struct i5100_priv,
					       i5100_scrubbing);

	if (priv->scrub_enable)
		schedule_delayed_work(&(priv->i5100_scrubbing),
				      HZ);
}

static void i5100_stop(struct i5100_priv *priv)
{
	cancel_delayed_work(&(priv->i5100_scrubbing));
}

static int i5100_init_one(struct i5100_priv *priv)
{
	INIT_WORK(&(priv->i5100_scrubbing), i5100_refresh_scrubbing, &(priv->i5100_scrubbing));
	return 0;
}

struct amdgpu_virt {
	struct work_struct vf2pf_work;
};

struct amdgpu_device {
	struct amdgpu_virt virt;
};

static void amdgpu_virt_init(struct amdgpu_device *adev)
{
	INIT_WORK(&adev->virt.vf2pf_work, amdgpu_virt_update, adev);
	schedule_delayed_work(&(adev->virt.vf2pf_work), 1);
}
