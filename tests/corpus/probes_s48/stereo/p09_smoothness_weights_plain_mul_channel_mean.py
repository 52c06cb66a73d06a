"""Smoothness loss whose edge weights are averaged over colour channels without keepdims, `F.mean(..., axis=1)` (N, H, W-1), and multiplied into the (N, 1, H, W-1) disparity gradient with plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 8)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.disp = nn.Conv2D(1, 3, padding=1, in_channels=3, activation="sigmoid")

    def hybrid_forward(self, F, img):
        disp = self.disp(img)
        img_dx = F.slice_axis(img, axis=3, begin=1, end=None) - F.slice_axis(img, axis=3, begin=0, end=-1)
        d_dx = F.slice_axis(disp, axis=3, begin=1, end=None) - F.slice_axis(disp, axis=3, begin=0, end=-1)
        weights = F.exp(-F.mean(F.abs(img_dx), axis=1))
        return F.mean(F.abs(d_dx) * weights)
