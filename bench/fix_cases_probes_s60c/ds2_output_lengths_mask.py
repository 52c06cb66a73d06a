"""DeepSpeech2's MaskConv: the output lengths computed from each conv's padding, kernel and stride as
`floor((len + 2 * p - k) / s) + 1` on the lengths input, and the time steps past each length zeroed
with a mask `F.arange(t) < lengths.reshape((-1, 1))` from `t = x.shape[3]` reshaped to
`(n, 1, 1, t)` and multiplied in by a plain `*`."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 9), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, kernel=3, stride=2, pad=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k, self.s, self.p = kernel, stride, pad
        with self.name_scope():
            self.conv = nn.Conv2D(2, kernel, strides=stride, padding=pad, in_channels=1)

    def hybrid_forward(self, F, x, lengths):
        lengths = F.round(F.abs(lengths) * 9)
        x = self.conv(x)
        out_len = F.floor((lengths + 2 * self.p - self.k) / self.s) + 1
        t = x.shape[3]
        mask = F.arange(t).reshape((1, -1)) < out_len.reshape((-1, 1))
        return x * mask.reshape((x.shape[0], 1, 1, t))
