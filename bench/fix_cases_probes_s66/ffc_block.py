"""LaMa's FFC: the channels split into a local and a global part by `ratio_gin` (legacy subscripts at
`-self.in_cg`), the four paths l2l, g2l, l2g and the spectral transform g2g, the cross paths added; the
spectral transform's local Fourier unit (LFU) cuts the first quarter of the channels at `c // 4`, folds the
four spatial quadrants into channels (`split` by `h // 2`), and tiles the result back over the quadrants;
its frequency part is a real DFT over the width with the cos/sin matrices built with numpy from the size
(`nd.array` in the graph)."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_channels=8, out_channels=16, ratio_gin=0.5, ratio_gout=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.in_cg = int(in_channels * ratio_gin)
        in_cl = in_channels - self.in_cg
        out_cg = int(out_channels * ratio_gout)
        out_cl = out_channels - out_cg
        with self.name_scope():
            self.convl2l = nn.Conv2D(out_cl, 3, padding=1, in_channels=in_cl)
            self.convg2l = nn.Conv2D(out_cl, 3, padding=1, in_channels=self.in_cg)
            self.convl2g = nn.Conv2D(out_cg, 3, padding=1, in_channels=in_cl)
            self.st_conv1 = nn.Conv2D(out_cg // 2, 1, in_channels=self.in_cg)
            self.fu_conv = nn.Conv2D(out_cg, 1, in_channels=out_cg)
            self.lfu_conv = nn.Conv2D(out_cg // 2, 1, in_channels=out_cg // 2)
            self.st_conv2 = nn.Conv2D(out_cg, 1, in_channels=out_cg // 2)

    def fourier(self, F, x):
        w = x.shape[3]
        n = np.arange(w)
        ang = 2 * np.pi * np.outer(n, n) / w
        cos, sin = nd.array(np.cos(ang)), nd.array(np.sin(ang))
        re, im = F.dot(x, cos), -F.dot(x, sin)
        y = F.relu(self.fu_conv(F.concat(re, im, dim=1)))
        half = y.shape[1] // 2
        return (F.dot(y[:, :half], cos) - F.dot(y[:, half:], sin)) / w

    def spectral(self, F, x):
        x = F.relu(self.st_conv1(x))
        output = self.fourier(F, x)
        n, c, h, w = x.shape
        xs = F.concat(*F.split(x[:, :c // 4], num_outputs=2, axis=2), dim=1)
        xs = F.concat(*F.split(xs, num_outputs=2, axis=3), dim=1)
        xs = self.lfu_conv(xs)
        xs = F.tile(xs, (1, 1, 2, 2))
        return self.st_conv2(x + output + xs)

    def hybrid_forward(self, F, x):
        x_l, x_g = x[:, :-self.in_cg], x[:, -self.in_cg:]
        out_xl = self.convl2l(x_l) + self.convg2l(x_g)
        out_xg = self.convl2g(x_l) + self.spectral(F, x_g)
        return F.concat(out_xl, out_xg, dim=1)
