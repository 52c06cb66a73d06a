"""SiamRPN box decoding whose anchor sizes are turned into a tensor inside the forward with `F.array(self.anchor_wh)`, a python list."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self, ratios=(0.5, 1.0, 2.0), base=64, **kwargs):
        super().__init__(**kwargs)
        self.anchor_wh = [[base * r ** -0.5 for r in ratios], [base * r ** 0.5 for r in ratios]]
        self.k = len(ratios)
        with self.name_scope():
            self.reg = nn.Conv2D(2 * self.k, 1, in_channels=4)

    def hybrid_forward(self, F, feat):
        dwh = self.reg(feat).reshape((0, -4, 2, self.k, -2))
        awh = F.array(self.anchor_wh).reshape((1, 2, self.k, 1, 1))
        return F.broadcast_mul(F.exp(dwh), awh)
