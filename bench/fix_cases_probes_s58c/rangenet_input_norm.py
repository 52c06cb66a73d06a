"""RangeNet++'s input: the 5-channel range image (range, x, y, z, remission) standardised by the
sensor means and stds held as nd.arrays of shape (1, 5, 1, 1), the invalid pixels (range below 0)
zeroed by the range channel's mask, then the stem conv."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 5, 4, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.mean = nd.array([0.12, 0.10, 0.02, -0.10, 0.21]).reshape((1, 5, 1, 1))
        self.std = nd.array([0.5, 0.4, 0.4, 0.3, 0.2]).reshape((1, 5, 1, 1))
        with self.name_scope():
            self.stem = nn.Conv2D(4, 3, padding=1, in_channels=5)

    def hybrid_forward(self, F, x):
        valid = x[:, 0:1] > 0
        x = (x - self.mean) / self.std
        x = x * valid
        return self.stem(x)
