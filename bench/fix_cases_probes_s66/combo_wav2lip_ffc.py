"""Wav2Lip's decoder with a LaMa FFC residual block in the middle: the (B, C, T, H, W) features folded to
(B*T, C, H, W) by `transpose` and a reshape from the unpacked shape, the FFC's local/global split at
`c - int(c * ratio)` (legacy subscripts), the global part's spectral path a DFT over the width as a matmul
with `cos`/`sin` of `arange(w)` products, the cross paths added, an upsampling transpose conv and the skip
concatenated, then the frames unfolded back to (B, 3, T, 2H, 2W)."""
import math

from mxnet.gluon import nn


INPUTS = [(1, 8, 3, 4, 4), (3, 4, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, skip_channels=4, ratio=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ratio = ratio
        cg = int(channels * ratio)
        cl = channels - cg
        with self.name_scope():
            self.l2l = nn.Conv2D(cl, 3, padding=1, in_channels=cl)
            self.g2l = nn.Conv2D(cl, 3, padding=1, in_channels=cg)
            self.l2g = nn.Conv2D(cg, 3, padding=1, in_channels=cl)
            self.freq = nn.Conv2D(2 * cg, 1, in_channels=2 * cg)
            self.up = nn.Conv2DTranspose(channels, 4, strides=2, padding=1, in_channels=channels)
            self.out = nn.Conv2D(3, 3, padding=1, in_channels=channels + skip_channels)

    def hybrid_forward(self, F, x, skip):
        B, C, T, H, W = x.shape
        x = x.transpose((0, 2, 1, 3, 4)).reshape((B * T, C, H, W))
        cg = int(C * self.ratio)
        x_l, x_g = x[:, :C - cg], x[:, C - cg:]
        n = F.arange(W)
        ang = 2 * math.pi * n.reshape((-1, 1)) * n / W
        re, im = F.dot(x_g, F.cos(ang)), -F.dot(x_g, F.sin(ang))
        y = F.relu(self.freq(F.concat(re, im, dim=1)))
        spec = (F.dot(y[:, :cg], F.cos(ang)) - F.dot(y[:, cg:], F.sin(ang))) / W
        out_l = self.l2l(x_l) + self.g2l(x_g)
        out_g = self.l2g(x_l) + spec
        x = x + F.concat(out_l, out_g, dim=1)
        x = F.relu(self.up(x))
        x = F.sigmoid(self.out(F.concat(x, skip, dim=1)))
        return x.reshape((B, T, 3, 2 * H, 2 * W)).transpose((0, 2, 1, 3, 4))
