"""LaMa's FourierUnit with the 2-D DFT written as matmuls: the cos/sin matrices of each spatial axis built in
the graph from `arange(n)` of the input's size (`k * m`, a plain `*` of (n, 1) and (n,), divided by the size),
the real and imaginary parts stacked on channels, a 1x1 conv + BatchNorm + ReLU in the frequency domain,
the halves cut back at `ffted.shape[1] // 2` (legacy subscripts) and the inverse DFT's real part divided by
`h * w`."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(2 * channels, 1, in_channels=2 * channels, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=2 * channels)

    def dft_mats(self, F, n):
        k = F.arange(n).reshape((-1, 1))
        m = F.arange(n)
        ang = 2 * math.pi * (k * m) / n
        return F.cos(ang), F.sin(ang)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        ch, sh = self.dft_mats(F, h)
        cw, sw = self.dft_mats(F, w)
        # X = (C_h - i S_h) x (C_w - i S_w) on the two spatial axes
        xc = F.dot(x, cw)
        xs = F.dot(x, sw)
        re = F.dot(ch, xc.transpose((2, 0, 1, 3))) - F.dot(sh, xs.transpose((2, 0, 1, 3)))
        im = -F.dot(ch, xs.transpose((2, 0, 1, 3))) - F.dot(sh, xc.transpose((2, 0, 1, 3)))
        ffted = F.concat(re.transpose((1, 2, 0, 3)), im.transpose((1, 2, 0, 3)), dim=1)
        ffted = F.relu(self.bn(self.conv(ffted)))
        half = ffted.shape[1] // 2
        yr, yi = ffted[:, :half], ffted[:, half:]
        rc, rs, ic, is_ = F.dot(yr, cw), F.dot(yr, sw), F.dot(yi, cw), F.dot(yi, sw)
        out = (F.dot(ch, (rc - is_).transpose((2, 0, 1, 3)))
               - F.dot(sh, (rs + ic).transpose((2, 0, 1, 3))))
        return out.transpose((1, 2, 0, 3)) / (h * w)
