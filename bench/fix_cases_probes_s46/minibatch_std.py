"""Discriminator tail: a minibatch standard-deviation feature map appended before the last conv."""
from mxnet.gluon import nn


INPUTS = [(4, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, eps=1e-8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.out = nn.Conv2D(1, 3, padding=1, in_channels=channels + 1)

    def hybrid_forward(self, F, x):
        centred = x - x.mean(axis=0, keepdims=True)
        std = F.sqrt(F.mean(F.square(centred), axis=0) + self._eps)
        stat = F.mean(std)
        stat_map = F.ones((x.shape[0], 1, x.shape[2], x.shape[3])) * stat
        return self.out(F.concat(x, stat_map, dim=1))
