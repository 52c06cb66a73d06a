"""Swin window partition and reverse on channels-last maps: `B, H, W, C = x.shape`, windows of ws x ws by a 6-axis reshape to (-1, ws * ws, C), a per-window projection, and the reverse reshape back to (B, H, W, -1)."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ws = 2
        with self.name_scope():
            self.proj = nn.Dense(5, in_units=3, flatten=False)

    def hybrid_forward(self, F, x):
        B, H, W, C = x.shape
        ws = self.ws
        win = x.reshape((B, H // ws, ws, W // ws, ws, C)).transpose((0, 1, 3, 2, 4, 5))
        win = win.reshape((-1, ws * ws, C))
        win = self.proj(win)
        out = win.reshape((B, H // ws, W // ws, ws, ws, -1)).transpose((0, 1, 3, 2, 4, 5))
        return out.reshape((B, H, W, -1))
