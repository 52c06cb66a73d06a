"""K-Net stages updating the kernels in place, `k += self.update(gathered)` (an NDArray eagerly; a Symbol has no
`+=`)."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4, 4)]


class IaddKernels(HybridBlock):
    def __init__(self, num_kernels=3, channels=6, stages=2, **kwargs):
        super().__init__(**kwargs)
        self.stages = stages
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_kernels, channels), init=init.Normal(0.1))
            self.update = nn.Dense(channels, flatten=False, in_units=channels)

    def hybrid_forward(self, F, x, kernels):
        feats = x.reshape((0, 0, -1))
        k = F.broadcast_like(kernels.expand_dims(0), x, lhs_axes=(0,), rhs_axes=(0,))
        for _ in range(self.stages):
            gathered = F.batch_dot(F.sigmoid(F.batch_dot(k, feats)), feats, transpose_b=True)
            k += self.update(gathered)
        return F.batch_dot(k, feats)


Net = IaddKernels
