"""Swin's cyclic shift without a roll op: the map shifted up and left by ws // 2 with slice_axis ends from `x.shape[1]` / `x.shape[2]` and concat, a channel MLP, and the shift undone the same way."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.shift = 1
        with self.name_scope():
            self.mlp = nn.Dense(3, in_units=3, flatten=False)

    def roll(self, F, x, s, axis, size):
        return F.concat(F.slice_axis(x, axis=axis, begin=s, end=size),
                        F.slice_axis(x, axis=axis, begin=0, end=s), dim=axis)

    def hybrid_forward(self, F, x):
        H, W = x.shape[1], x.shape[2]
        s = self.shift
        y = self.roll(F, x, s, 1, H)
        y = self.roll(F, y, s, 2, W)
        y = self.mlp(y)
        y = self.roll(F, y, H - s, 1, H)
        y = self.roll(F, y, W - s, 2, W)
        return x + y
