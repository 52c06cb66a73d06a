"""A numpy-mode block: F.np.split's outputs indexed, a slice of a part."""
from mxnet.gluon import nn
from mxnet.util import use_np

INPUTS = [(2, 6)]


@use_np
class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        x = x.as_np_ndarray()
        parts = F.np.split(x, 2, axis=1)
        return parts[0][:, 1:] * parts[1][:, :2]
