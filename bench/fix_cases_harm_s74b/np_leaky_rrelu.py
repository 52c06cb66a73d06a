"""A numpy-mode block: F.npx.leaky_relu(act_type='rrelu') gives (out, mask) in MXNet 1.9.1; `[0]` the activation."""
from mxnet.gluon import nn
from mxnet.util import use_np

INPUTS = [(2, 4)]


@use_np
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        y = F.npx.leaky_relu(x, act_type='rrelu')
        return y[0] + 1
