"""LSQ step-size learning whose gradient scale reads the weight's element count as `weight.size`."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, units=4, in_units=5, bits=4, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        self._qmax = 2 ** (bits - 1) - 1
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.step = self.params.get("step", shape=(1,), init=init.Constant(0.05))

    def hybrid_forward(self, F, x, weight, step):
        g = 1.0 / math.sqrt(weight.size * self._qmax)
        s = F.BlockGrad(step - step * g) + step * g
        w = F.clip(F.broadcast_div(weight, s), -self._qmax - 1, self._qmax)
        wq = F.broadcast_mul(w + F.BlockGrad(F.round(w) - w), s)
        return F.FullyConnected(x, wq, num_hidden=self._units, no_bias=True)
