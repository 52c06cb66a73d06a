"""ConvNeXt block that transposes back to channels-first before the layer scale and multiplies the (N, C, H, W) branch by the gamma reshaped to (C, 1, 1) with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 9, 9)]


class ConvNeXtBlock(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dwconv = nn.Conv2D(dim, 7, padding=3, groups=dim, in_channels=dim)
            self.norm = nn.LayerNorm(epsilon=1e-6, in_channels=dim)
            self.pw1 = nn.Dense(4 * dim, flatten=False, in_units=dim)
            self.pw2 = nn.Dense(dim, flatten=False, in_units=4 * dim)
            self.gamma = self.params.get("gamma", shape=(dim,), init="ones")

    def hybrid_forward(self, F, x, gamma):
        y = self.norm(self.dwconv(x).transpose((0, 2, 3, 1)))
        y = self.pw2(F.LeakyReLU(self.pw1(y), act_type="gelu")).transpose((0, 3, 1, 2))
        return x + y * gamma.reshape((-1, 1, 1))


Net = ConvNeXtBlock
