"""Edge-aware disparity smoothness: disparity gradients weighted by the image gradients, averaged over both directions."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4, 5), (2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, disp, img):
        mean_disp = disp.mean(axis=(2, 3), keepdims=True)
        disp = disp / (mean_disp + 1e-7)
        gx = (disp[:, :, :, :-1] - disp[:, :, :, 1:]).abs()
        gy = (disp[:, :, :-1, :] - disp[:, :, 1:, :]).abs()
        ix = (img[:, :, :, :-1] - img[:, :, :, 1:]).abs().mean(axis=1, keepdims=True)
        iy = (img[:, :, :-1, :] - img[:, :, 1:, :]).abs().mean(axis=1, keepdims=True)
        return (gx * F.exp(-ix)).mean() + (gy * F.exp(-iy)).mean()
