"""Backward warping by optical flow: a pixel grid built from `F.arange(w)` and `F.arange(h)` tiled to the batch, the flow's two channels added, normalised to [-1, 1] by `(w - 1)` and `(h - 1)`, and the frame sampled with BilinearSampler."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 6), (2, 2, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, img, flow):
        n, _, h, w = img.shape
        xs = F.arange(w).reshape((1, 1, 1, w)).tile((n, 1, h, 1))
        ys = F.arange(h).reshape((1, 1, h, 1)).tile((n, 1, 1, w))
        gx = (xs + flow[:, 0:1]) * 2.0 / (w - 1) - 1
        gy = (ys + flow[:, 1:2]) * 2.0 / (h - 1) - 1
        return F.BilinearSampler(img, F.concat(gx, gy, dim=1))
