"""Numpy mode: noise drawn with `size=x.shape`."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(3, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        noise = F.np.random.uniform(0, 0, size=x.shape)
        return x + noise
