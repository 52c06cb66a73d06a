"""ConvNeXt block multiplying the channels-last branch by the (C,) gamma with `F.broadcast_mul(y, gamma.reshape((1, 1, 1, -1)))`, the residual added after the transpose back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ConvNeXtBlock(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dwconv = nn.Conv2D(dim, 7, padding=3, groups=dim, in_channels=dim)
            self.norm = nn.LayerNorm(epsilon=1e-6, in_channels=dim)
            self.pw = nn.Dense(dim, flatten=False, in_units=dim)
            self.gamma = self.params.get("gamma", shape=(dim,), init="ones")

    def hybrid_forward(self, F, x, gamma):
        y = self.pw(self.norm(self.dwconv(x).transpose((0, 2, 3, 1))))
        y = F.broadcast_mul(y, gamma.reshape((1, 1, 1, -1)))
        return x + y.transpose((0, 3, 1, 2))


Net = ConvNeXtBlock
