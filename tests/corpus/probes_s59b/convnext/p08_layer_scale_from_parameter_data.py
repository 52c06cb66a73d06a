"""ConvNeXt block reading its layer-scale gamma as `self.gamma.data()` inside `hybrid_forward` instead of taking it as an argument."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ConvNeXtBlock(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dwconv = nn.Conv2D(dim, 7, padding=3, groups=dim, in_channels=dim)
            self.norm = nn.LayerNorm(in_channels=dim)
            self.pw = nn.Dense(dim, flatten=False, in_units=dim)
            self.gamma = self.params.get("gamma", shape=(dim,), init="ones")

    def hybrid_forward(self, F, x, gamma):
        y = self.pw(self.norm(self.dwconv(x).transpose((0, 2, 3, 1))))
        y = F.broadcast_mul(y, self.gamma.data())
        return x + y.transpose((0, 3, 1, 2))


Net = ConvNeXtBlock
