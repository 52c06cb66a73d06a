"""K-Net masked feature gathering ported from PyTorch's einsum as broadcasting:
`(masks.expand_dims(2) * feats.expand_dims(1)).sum(axis=-1)`, a plain `*` of (B, N, 1, HW) and (B, 1, C, HW)
(broadcasts eagerly; legacy `_mul` of Symbols needs equal shapes)."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4, 4)]


class PlainGather(HybridBlock):
    def __init__(self, num_kernels=3, channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_kernels, channels), init=init.Normal(0.1))

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        masks = F.sigmoid(F.batch_dot(k, feats))
        return (masks.expand_dims(2) * feats.expand_dims(1)).sum(axis=-1)


Net = PlainGather
