"""`@use_np` class; the numpy method `x.reshape(-1, 4)` and `F.np.mean` with python ints."""
from mxnet import npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 4)]


@use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return F.np.mean(x.reshape(-1, 4), axis=0)
