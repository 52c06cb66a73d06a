"""PACT activation written with plain operators between the (N, C) input and the (1,) alpha."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, units=4, bits=4, alpha=1.0, **kwargs):
        super().__init__(**kwargs)
        self._levels = 2 ** bits - 1
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=6)
            self.alpha = self.params.get("alpha", shape=(1,), init=init.Constant(alpha))

    def hybrid_forward(self, F, x, alpha):
        h = self.fc(x)
        y = 0.5 * (F.abs(h) - F.abs(h - alpha) + alpha)
        q = F.round(y * self._levels) / self._levels
        return y + F.BlockGrad(q - y)
