"""A numpy-mode block with npx.reshape's own codes (-2 copy, -6 split)."""
from mxnet.gluon import nn
from mxnet.util import use_np

INPUTS = [(2, 6, 3)]


@use_np
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        y = F.npx.reshape(x, (-2, -6, 2, 3, -2))
        return y.sum(axis=2)
