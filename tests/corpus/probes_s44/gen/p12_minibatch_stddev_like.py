"""Minibatch standard deviation over the whole batch, broadcast back with `*_like` ops."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3, 4, 4)]


class Net(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, padding=1, in_channels=channels + 1)

    def hybrid_forward(self, F, x):
        centered = F.broadcast_sub(x, F.mean(x, axis=0, keepdims=True))
        std = F.sqrt(F.mean(F.square(centered), axis=0) + 1e-8)
        stat = F.reshape(F.mean(std), shape=(1, 1, 1, 1))
        plane = F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1))
        feat = F.broadcast_add(plane, stat)
        return self.head(F.concat(x, feat, dim=1))
