"""SlowFast's pathways: the slow pathway takes every alpha-th frame by a step slice `x[:, :, ::self.alpha]`, the fast one all frames with fewer channels, and a time-strided convolution fuses fast into slow laterally."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.slow = nn.Conv3D(8, (1, 3, 3), padding=(0, 1, 1), in_channels=3, activation='relu')
            self.fast = nn.Conv3D(2, (3, 3, 3), padding=(1, 1, 1), in_channels=3, activation='relu')
            self.lateral = nn.Conv3D(4, (5, 1, 1), strides=(alpha, 1, 1), padding=(2, 0, 0), in_channels=2)

    def hybrid_forward(self, F, x):
        slow = self.slow(x[:, :, ::self.alpha])
        fast = self.fast(x)
        slow = F.concat(slow, self.lateral(fast), dim=1)
        return slow.mean(axis=(2, 3, 4)), fast.mean(axis=(2, 3, 4))
