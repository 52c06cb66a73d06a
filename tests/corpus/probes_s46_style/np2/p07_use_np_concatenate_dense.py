"""`@use_np` class with deferred-shape Dense layers joined by `F.np.concatenate` and `F.npx.relu`."""
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
            self.a = nn.Dense(3)
            self.b = nn.Dense(2)

    def hybrid_forward(self, F, x):
        return F.npx.relu(F.np.concatenate([self.a(x), self.b(x)], axis=-1))
