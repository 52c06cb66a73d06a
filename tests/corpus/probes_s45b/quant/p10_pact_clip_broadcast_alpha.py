"""PACT activation: a learned (1,) clipping level alpha, `0.5 * (|x| - |x - alpha| + alpha)` with `broadcast_*`, uniform quantisation of [0, alpha]."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class PACT(HybridBlock):
    def __init__(self, bits=4, alpha=1.0, **kwargs):
        super().__init__(**kwargs)
        self._levels = 2 ** bits - 1
        with self.name_scope():
            self.alpha = self.params.get("alpha", shape=(1,), init=init.Constant(alpha))

    def hybrid_forward(self, F, x, alpha):
        y = 0.5 * (F.broadcast_add(F.broadcast_sub(F.abs(x), F.abs(F.broadcast_sub(x, alpha))), alpha))
        scale = alpha / self._levels
        q = F.broadcast_mul(F.round(F.broadcast_div(y, scale)), scale)
        return y + F.BlockGrad(q - y)


class Net(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units)
            self.act = PACT()

    def hybrid_forward(self, F, x):
        return self.act(self.fc(x))
