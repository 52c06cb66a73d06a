"""Numpy-mode head that allocates its initial state with `F.np.zeros((x.shape[0], units))`."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 7, 5)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self, in_units=5, units=3, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        state = F.np.zeros((x.shape[0], self._units))
        for t in range(7):
            state = F.np.tanh(self.proj(x[:, t]) + state)
        return state
