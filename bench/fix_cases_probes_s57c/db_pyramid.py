"""Coarse-to-fine deblurring (Nah et al.): the blurry image resized to half and quarter size from `x.shape[2] // 2`, each level restored with the previous level's output upsampled to its size and concatenated."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 16, 16)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.coarse = nn.Conv2D(3, 3, padding=1, in_channels=3)
            self.fine = nn.Conv2D(3, 3, padding=1, in_channels=6)

    def hybrid_forward(self, F, x):
        x2 = F.contrib.BilinearResize2D(x, height=x.shape[2] // 2, width=x.shape[3] // 2)
        x4 = F.contrib.BilinearResize2D(x, height=x.shape[2] // 4, width=x.shape[3] // 4)
        out4 = x4 + self.coarse(x4)
        up = F.contrib.BilinearResize2D(out4, height=x2.shape[2], width=x2.shape[3])
        out2 = x2 + self.fine(F.concat(x2, up, dim=1))
        up = F.contrib.BilinearResize2D(out2, height=x.shape[2], width=x.shape[3])
        out = x + self.fine(F.concat(x, up, dim=1))
        return out4, out2, out
