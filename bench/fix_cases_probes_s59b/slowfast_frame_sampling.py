"""Frame sampling for the slow pathway by index: `idx = nd.array(np.arange(0, x.shape[2], self.alpha))` built in the forward from the clip's length and used in `F.take(x, idx, axis=2)`."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.slow = nn.Conv3D(4, (1, 3, 3), padding=(0, 1, 1), in_channels=3)

    def hybrid_forward(self, F, x):
        idx = nd.array(np.arange(0, x.shape[2], self.alpha))
        slow = self.slow(F.take(x, idx, axis=2))
        return F.mean(slow, axis=(3, 4))
