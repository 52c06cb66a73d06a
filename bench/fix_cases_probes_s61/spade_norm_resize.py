"""SPADE: a parameter-free BatchNorm of x, the segmentation map resized to x's size by `F.contrib.BilinearResize2D(seg, height=x.shape[2], width=x.shape[3])`, a shared conv and gamma/beta convs, and `normalized * (1 + gamma) + beta`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4), (2, 2, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, norm_nc=3, label_nc=2, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.BatchNorm(center=False, scale=False, in_channels=norm_nc)
            self.shared = nn.Conv2D(hidden, 3, padding=1, activation='relu', in_channels=label_nc)
            self.gamma = nn.Conv2D(norm_nc, 3, padding=1, in_channels=hidden)
            self.beta = nn.Conv2D(norm_nc, 3, padding=1, in_channels=hidden)

    def hybrid_forward(self, F, x, seg):
        normalized = self.norm(x)
        seg = F.contrib.BilinearResize2D(seg, height=x.shape[2], width=x.shape[3])
        actv = self.shared(seg)
        return normalized * (1 + self.gamma(actv)) + self.beta(actv)
