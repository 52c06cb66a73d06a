"""Each op owns its rules: the backward-time update of aux states is a field of the op."""


def test_aux_state_updates_belong_to_their_ops():
    """The backward-time update of aux states is a field of the op, set for every op with aux
    inputs that MXNet updates in its backward (the BatchNorm family) and for no other."""
    from hybridlint.runtime import autograd, ops, registry  # noqa: F401
    updated = sorted(op.name for op in registry.all_ops() if op.aux_update is not None)
    assert updated == ["BatchNorm", "_contrib_BatchNormWithReLU", "_contrib_SyncBatchNorm"]
    assert all(registry.get(n).aux_inputs == ("moving_mean", "moving_var") for n in updated)
    assert not hasattr(autograd, "AUX_UPDATES")
