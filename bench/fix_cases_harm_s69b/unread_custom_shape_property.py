"""H492 unread line: `.shape` of a custom object whose property counts its reads."""
from mxnet.gluon import nn


class Meta:
    def __init__(self):
        self.n = 0

    @property
    def shape(self):
        self.n += 1
        return (self.n,)


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        meta = Meta()
        items = [meta, meta]
        for i in range(2):
            s = items[i].shape[0:]
            x = x + 1
        return x * meta.n
