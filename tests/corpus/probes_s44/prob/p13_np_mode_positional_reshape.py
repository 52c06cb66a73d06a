"""Numpy-mode projection head: `x.reshape(-1, units)` positional reshape and `.T`, legal under set_np()."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 7, 5)]


@mx.util.use_np
class Net(HybridBlock):
    def __init__(self, units=3, in_units=5, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, x):
        flat = self.proj(x).reshape(-1, self._units)
        return F.np.dot(flat.T, flat)
