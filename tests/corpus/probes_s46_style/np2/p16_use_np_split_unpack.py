"""`@use_np` class splitting with `F.np.split` into two halves and unpacking them."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6)]


@use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        a, b = F.np.split(x, 2, axis=1)
        return a * F.npx.sigmoid(b)
