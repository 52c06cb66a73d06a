"""K-Net kernels rescaled in a method without F, `self.maybe_rescale(k)`, that tests the tensor,
`if k.abs().max() > self.max_norm:` (an NDArray of one element has a truth value; a Symbol has none)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class MethodTensorIf(HybridBlock):
    def __init__(self, num_kernels=3, channels=6, max_norm=0.05, **kwargs):
        super().__init__(**kwargs)
        self.max_norm = max_norm
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_kernels, channels), init=init.Normal(0.1))
            self.update = nn.Dense(channels, flatten=False, in_units=channels)

    def maybe_rescale(self, k):
        if k.abs().max() > self.max_norm:
            k = k * 0.5
        return k

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        gathered = F.batch_dot(F.sigmoid(F.batch_dot(k, feats)), feats, transpose_b=True)
        k = self.maybe_rescale(k + self.update(gathered))
        return F.batch_dot(k, feats)


Net = MethodTensorIf
