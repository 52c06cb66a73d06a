"""Fake quantisation dividing the activations by a learned (1,) scale with a plain `/`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, units=4, bits=8, init_scale=0.02, **kwargs):
        super().__init__(**kwargs)
        self._qmax = 2 ** (bits - 1) - 1
        with self.name_scope():
            self.fc = nn.Dense(units, in_units=6)
            self.act_scale = self.params.get("act_scale", shape=(1,), init=init.Constant(init_scale))

    def hybrid_forward(self, F, x, act_scale):
        q = F.round(F.clip(x / act_scale, -self._qmax - 1, self._qmax))
        xq = x + F.BlockGrad(F.broadcast_mul(q, act_scale) - x)
        return self.fc(xq)
