"""Tacotron pre-net whose base class applies two Dense(relu) layers and whose subclass (a DCTTS-style
variant) overrides `layer(self, F, x, i)` to add always-on dropout (rate 0.0 here) and, only when run
imperatively (`if F is nd:`), records the activation mean read by `.asnumpy()` on the block."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class PreNetBase(HybridBlock):
    def __init__(self, rate=0.0, **kwargs):
        super().__init__(**kwargs)
        self.rate = rate
        self.means = []
        with self.name_scope():
            self.fcs = nn.HybridSequential()
            self.fcs.add(nn.Dense(8, activation="relu", flatten=False), nn.Dense(4, activation="relu", flatten=False))

    def layer(self, F, x, i):
        return self.fcs[i](x)

    def hybrid_forward(self, F, x):
        for i in range(len(self.fcs)):
            x = self.layer(F, x, i)
        return x


class LoggedPreNet(PreNetBase):
    def layer(self, F, x, i):
        y = F.Dropout(self.fcs[i](x), p=self.rate, mode="always")
        if F is nd:
            self.means.append(float(y.mean().asnumpy()))
        return y


Net = LoggedPreNet
