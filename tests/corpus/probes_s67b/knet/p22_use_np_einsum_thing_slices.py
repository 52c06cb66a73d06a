"""Numpy-mode K-Net with `@use_np` on a `hybrid_forward`: masks by `F.np.einsum("nc,bchw->bnhw", ...)` of the
learned kernels and the features, masked gathering by `einsum("bnhw,bchw->bnc", ...)`, the kernel update by
plain broadcasting against the (N, C) kernels, the thing/stuff masks read by python slices
`masks[:, :self.num_things]` (basic indexing, legal on numpy-mode symbols)."""
from mxnet import init, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6, 4, 4)]


@use_np
class NumpyKNet(HybridBlock):
    def __init__(self, num_things=2, num_stuff=2, channels=6, **kwargs):
        super().__init__(**kwargs)
        self.num_things = num_things
        with self.name_scope():
            self.kernels = self.params.get("kernels", shape=(num_things + num_stuff, channels), init=init.Normal(0.1))
            self.update = nn.Dense(channels, flatten=False, in_units=channels)

    def hybrid_forward(self, F, x, kernels):
        masks = F.np.einsum("nc,bchw->bnhw", kernels, x)
        gathered = F.np.einsum("bnhw,bchw->bnc", F.npx.sigmoid(masks), x)
        k = kernels + self.update(gathered)
        masks = F.np.einsum("bnc,bchw->bnhw", k, x)
        return masks[:, :self.num_things], masks[:, self.num_things:]


Net = NumpyKNet
