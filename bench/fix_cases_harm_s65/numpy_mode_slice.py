"""A numpy-mode block slicing its input: legal hybridized in mx.np."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6)]


from mxnet.util import use_np


@use_np
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        return x[:, 1:3] * 2 + x[0:1, 0:2]
