"""RealNVP checkerboard coupling whose mask is built with numpy and turned into `nd.array` in hybrid_forward."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 4)]


class Net(HybridBlock):
    def __init__(self, channels=2, size=4, **kwargs):
        super().__init__(**kwargs)
        self._size = size
        with self.name_scope():
            self.net = nn.Conv2D(2 * channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        checker = (np.indices((self._size, self._size)).sum(axis=0) % 2).astype("float32")
        mask = nd.array(checker.reshape(1, 1, self._size, self._size))
        x_masked = F.broadcast_mul(x, mask)
        log_s, t = F.split(self.net(x_masked), num_outputs=2, axis=1)
        log_s = F.broadcast_mul(F.tanh(log_s), 1 - mask)
        y = x_masked + F.broadcast_mul(x * F.exp(log_s) + t, 1 - mask)
        return y, F.sum(log_s, axis=0, exclude=True)
