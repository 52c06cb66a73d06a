"""A SlowFast lateral time-strided convolution whose output is checked against the slow pathway's time length: when `lateral.shape[2] != slow.shape[2]` the lateral is cut by `lateral[:, :, :slow.shape[2]]`, then the two are summed after a channel concat."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 3, 4, 4), (2, 3, 7, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.slow = nn.Conv3D(4, 1, in_channels=3)
            self.fast = nn.Conv3D(2, 1, in_channels=3)
            self.lateral = nn.Conv3D(4, (5, 1, 1), strides=(alpha, 1, 1), padding=(2, 0, 0), in_channels=2)

    def hybrid_forward(self, F, xs, xf):
        slow = self.slow(xs)
        lateral = self.lateral(self.fast(xf))
        if lateral.shape[2] != slow.shape[2]:
            lateral = lateral[:, :, :slow.shape[2]]
        return slow + lateral
