/* i915 intel_psr.c in legacy form: the handler names its item by a member
 * path psr.dc3co_work, of a struct intel_psr declared in another header
 * (inner_path.delayed.json: dc3co_work is delayed by name, and only
 * struct intel_psr has a work item of that name).  Once delayed, the
 * work_struct is the one inside it.  A path whose last member more than
 * one struct declares (mac_work) is not guessed, unless the member table
 * says what struct the first member is (mt7603_dev.mphy is a struct
 * mt76_phy, whose mac_work is delayed); a plain one stays. */
static void tgl_dc3co_disable_work(void *data)
{
	struct work_struct *work = data;
	struct intel_dp *intel_dp =
		container_of(work, typeof(*intel_dp), psr.dc3co_work);
	struct intel_dp *again;

	again = container_of(work, typeof(*again), psr.dc3co_work);
	use(container_of(work, struct intel_dp, psr.dc3co_work));
	use(container_of(work, struct mt7603_dev, mphy.mac_work));
	use(container_of(work, struct mt7615_dev, phy.mac_work));
	use(container_of(work, struct intel_dp, psr.plain_work));
}
