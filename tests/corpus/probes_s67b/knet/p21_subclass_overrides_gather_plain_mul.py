"""K-Net base calling `self.gather(F, masks, feats)` for the masked feature gathering; the base uses
`batch_dot`, the subclass overrides it with the einsum-like broadcasting of a PyTorch port,
`(masks.expand_dims(2) * feats.expand_dims(1)).sum(axis=-1)` (plain `*` of (B, N, 1, HW) and (B, 1, C, HW):
broadcasts eagerly, legacy `_mul` of Symbols needs equal shapes)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class KNetBase(HybridBlock):
    def __init__(self, num_kernels=3, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_kernels, channels), init=init.Normal(0.1))
            self.update = nn.Dense(channels, flatten=False, in_units=channels)

    def gather(self, F, masks, feats):
        return F.batch_dot(masks, feats, transpose_b=True)

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        masks = F.sigmoid(F.batch_dot(k, feats))
        k = k + self.update(self.gather(F, masks, feats))
        return F.batch_dot(k, feats)


class BroadcastGather(KNetBase):
    def gather(self, F, masks, feats):
        return (masks.expand_dims(2) * feats.expand_dims(1)).sum(axis=-1)


Net = BroadcastGather
