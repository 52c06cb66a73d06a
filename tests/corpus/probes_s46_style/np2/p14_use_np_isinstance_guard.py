"""`@use_np` class validating the width only when `isinstance(x, mx.np.ndarray)` (the eager call)."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6)]


@use_np
class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(3, in_units=6)

    def hybrid_forward(self, F, x):
        if isinstance(x, mx.np.ndarray):
            assert x.shape[-1] == 6, x.shape
        return F.npx.sigmoid(self.fc(x))
