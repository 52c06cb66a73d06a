"""SwinIR residual Swin transformer block closing its residual with `x += res` after the body's last conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class IaddRSTB(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv_first = nn.Conv2D(dim, 3, padding=1)
            self.norm = nn.LayerNorm()
            self.mlp = nn.Dense(dim, flatten=False, activation="relu")
            self.conv = nn.Conv2D(dim, 3, padding=1)
            self.conv_last = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, x):
        feat = self.conv_first(x)
        res = feat
        t = feat.reshape((0, 0, -1)).transpose((0, 2, 1))
        t = self.mlp(self.norm(t)).transpose((0, 2, 1))
        feat = self.conv(F.reshape_like(t, res))
        feat += res
        return self.conv_last(feat)


Net = IaddRSTB
