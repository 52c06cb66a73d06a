"""Fake quantisation with a straight-through estimator: `x + BlockGrad(q - x)`, a learned (1,) scale applied with `broadcast_div`/`broadcast_mul`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def fake_quant(F, x, scale, qmin, qmax):
    q = F.broadcast_mul(F.round(F.clip(F.broadcast_div(x, scale), qmin, qmax)), scale)
    return x + F.BlockGrad(q - x)


class QuantDense(HybridBlock):
    def __init__(self, units=4, bits=8, init_scale=0.02, **kwargs):
        super().__init__(**kwargs)
        self._qmin, self._qmax = -(2 ** (bits - 1)), 2 ** (bits - 1) - 1
        with self.name_scope():
            self.fc = nn.Dense(units)
            self.act_scale = self.params.get("act_scale", shape=(1,), init=init.Constant(init_scale))

    def hybrid_forward(self, F, x, act_scale):
        return self.fc(fake_quant(F, x, act_scale, self._qmin, self._qmax))


class Net(QuantDense):
    pass
