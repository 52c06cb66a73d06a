"""MAE's unpatchify for viewing reconstructions: the grid side from `int(x.shape[1] ** 0.5)`, the patch tokens reshaped to `(N, h, w, p, p, 3)`, transposed back to channels first and reshaped to `(N, 3, h * p, h * p)`, and the visible patches pasted back from the image by the mask upsampled with `repeat`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 12), (2, 3, 4, 4), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, patch=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch = patch

    def hybrid_forward(self, F, x, imgs, mask):
        p = self.patch
        h = w = int(x.shape[1] ** 0.5)
        x = x.reshape((x.shape[0], h, w, p, p, 3))
        x = F.transpose(x, axes=(0, 5, 1, 3, 2, 4))
        rec = x.reshape((x.shape[0], 3, h * p, h * p))
        m = (mask > 0).reshape((0, 1, h, w))
        m = m.repeat(p, axis=2).repeat(p, axis=3)
        return rec * m + imgs * (1 - m)
