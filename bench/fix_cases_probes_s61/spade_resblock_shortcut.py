"""A SPADE resblock with a learned shortcut (fin != fout): each SPADE child resizes the map by `h, w = x.shape[2:]` with nearest interpolation (`F.UpSampling` by the ratio `h // seg.shape[2]` when larger, else a strided slice `seg[:, :, ::r, ::r]`), the shortcut `conv_s(norm_s(x, seg))` added to the main path."""
from mxnet.gluon import nn


INPUTS = [(1, 4, 4, 4), (1, 2, 8, 8)]


class SPADE(nn.HybridBlock):
    def __init__(self, nc, label_nc, **kwargs):
        super(SPADE, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.InstanceNorm(center=False, scale=False, in_channels=nc)
            self.gamma = nn.Conv2D(nc, 3, padding=1, in_channels=label_nc)
            self.beta = nn.Conv2D(nc, 3, padding=1, in_channels=label_nc)

    def hybrid_forward(self, F, x, seg):
        h, w = x.shape[2:]
        if h >= seg.shape[2]:
            seg = F.UpSampling(seg, scale=h // seg.shape[2], sample_type='nearest')
        else:
            r = seg.shape[2] // h
            seg = seg[:, :, ::r, ::r]
        return self.norm(x) * (1 + self.gamma(seg)) + self.beta(seg)


class Net(nn.HybridBlock):
    def __init__(self, fin=4, fout=2, label_nc=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.learned_shortcut = fin != fout
        with self.name_scope():
            self.norm_0 = SPADE(fin, label_nc)
            self.conv_0 = nn.Conv2D(fout, 3, padding=1, in_channels=fin)
            if self.learned_shortcut:
                self.norm_s = SPADE(fin, label_nc)
                self.conv_s = nn.Conv2D(fout, 1, use_bias=False, in_channels=fin)

    def hybrid_forward(self, F, x, seg):
        x_s = self.conv_s(self.norm_s(x, seg)) if self.learned_shortcut else x
        dx = self.conv_0(F.LeakyReLU(self.norm_0(x, seg), slope=0.2))
        return x_s + dx
