"""Numpy mode: F.np.concatenate of two inputs and npx.relu."""
import mxnet as mx
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 3), (2, 4)]


@mx.util.use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, a, b):
        joined = F.np.concatenate([a, b], axis=1)
        return F.npx.relu(joined) - joined.mean(axis=1, keepdims=True)
