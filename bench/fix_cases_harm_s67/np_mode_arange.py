"""A numpy-mode block (use_np) reading positions by F.np.arange of an axis."""
from mxnet.gluon import nn
from mxnet.util import use_np


INPUTS = [(2, 3)]


@use_np
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        pos = F.np.arange(x.shape[1])
        return x + pos
