"""ProGAN minibatch-stddev layer: the batch's mean standard deviation appended as one more feature map, tiled with `broadcast_like`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8, 4, 4)]


class MinibatchStdDev(HybridBlock):
    def __init__(self, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps

    def hybrid_forward(self, F, x):
        mean = F.mean(x, axis=0, keepdims=True)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(x, mean)), axis=0) + self._eps)
        stat = F.mean(std).reshape((1, 1, 1, 1))
        stat_map = F.broadcast_like(stat, F.slice_axis(x, axis=1, begin=0, end=1))
        return F.concat(x, stat_map, dim=1)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mbstd = MinibatchStdDev()
            self.conv = nn.Conv2D(8, 3, padding=1, in_channels=9)
            self.out = nn.Dense(1, in_units=8 * 4 * 4)

    def hybrid_forward(self, F, x):
        return self.out(F.LeakyReLU(self.conv(self.mbstd(x)), slope=0.2))
