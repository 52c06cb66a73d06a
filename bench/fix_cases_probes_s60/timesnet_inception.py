"""TimesNet's Inception_Block_V1: one 2-D conv per kernel size (1, 3, 5) with `padding=i`, the outputs stacked on a new last axis and averaged by `.mean(-1)`, applied to a series folded by `x.reshape((x.shape[0], x.shape[1] // p, p, x.shape[2]))` and unfolded by `(x.shape[0], -1, x.shape[2])`."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_kernels=3, period=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.period = period
        with self.name_scope():
            self.kernels = nn.HybridSequential()
            for i in range(num_kernels):
                self.kernels.add(nn.Conv2D(channels, 2 * i + 1, padding=i, in_channels=channels))

    def hybrid_forward(self, F, x):
        p = self.period
        g = x.reshape((x.shape[0], x.shape[1] // p, p, x.shape[2])).transpose((0, 3, 1, 2))
        res = F.stack(*[k(g) for k in self.kernels], axis=-1).mean(-1)
        res = res.transpose((0, 2, 3, 1))
        return res.reshape((x.shape[0], -1, x.shape[2]))
