"""Involution without an unfold op: the input padded by K // 2, the K*K shifted windows `xp[:, :, dy:dy + h, dx:dx + w]` cut at the unpacked size, each weighted by its kernel channel `kernel[:, i:i + 1]` and accumulated with `+=`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=3, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.kgen = nn.Conv2D(k * k, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        _, _, h, w = x.shape
        kernel = F.softmax(self.kgen(x), axis=1)
        p = self.k // 2
        xp = F.pad(x, mode='constant', pad_width=(0, 0, 0, 0, p, p, p, p))
        out = 0
        for dy in range(self.k):
            for dx in range(self.k):
                i = dy * self.k + dx
                out += xp[:, :, dy:dy + h, dx:dx + w] * kernel[:, i:i + 1]
        return out
