"""LSQ step-size learning: the step's gradient scale `1 / sqrt(numel * qmax)` from the python layer sizes, the step applied by `broadcast_*`."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5)]


def grad_scale(F, step, g):
    # value of `step`, gradient scaled by g
    return F.BlockGrad(step - step * g) + step * g


class LSQDense(HybridBlock):
    def __init__(self, units=4, in_units=5, bits=4, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        self._qmax = 2 ** (bits - 1) - 1
        self._g = 1.0 / math.sqrt(units * in_units * self._qmax)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(units, in_units))
            self.step = self.params.get("step", shape=(1,), init=init.Constant(0.05))

    def hybrid_forward(self, F, x, weight, step):
        s = grad_scale(F, step, self._g)
        w = F.clip(F.broadcast_div(weight, s), -self._qmax - 1, self._qmax)
        wq = F.broadcast_mul(w + F.BlockGrad(F.round(w) - w), s)
        return F.FullyConnected(x, wq, num_hidden=self._units, no_bias=True)


class Net(LSQDense):
    pass
