"""MVSNet's variance cost volume: features of V views (an input of (B, V, C, H, W)) each repeated over the D depth hypotheses, summed and squared-summed by `+=` in a loop over `num_views = feats.shape[1]`, and the variance `sq_sum / num_views - (vol_sum / num_views) ** 2`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, ndepths=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ndepths = ndepths
        with self.name_scope():
            self.reduce = nn.Conv3D(1, 1, in_channels=4)

    def hybrid_forward(self, F, feats):
        num_views = feats.shape[1]
        ref = feats[:, 0].expand_dims(2).repeat(self.ndepths, axis=2)
        vol_sum = ref
        vol_sq_sum = ref ** 2
        for v in range(1, num_views):
            warped = feats[:, v].expand_dims(2).repeat(self.ndepths, axis=2)
            vol_sum += warped
            vol_sq_sum += warped ** 2
        var = vol_sq_sum / num_views - (vol_sum / num_views) ** 2
        return self.reduce(var).squeeze(1)
