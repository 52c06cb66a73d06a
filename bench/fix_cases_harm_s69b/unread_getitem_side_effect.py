"""H492 unread line: a custom list whose __getitem__ counts reads."""
from mxnet.gluon import nn


class Counted(list):
    hits = 0

    def __getitem__(self, i):
        Counted.hits += 1
        return list.__getitem__(self, i)


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ys = Counted([F.relu(x), x * 2])
        out = x
        for i in range(2):
            hw = ys[i].shape[1:]
            out = out + 1
        return out * Counted.hits
