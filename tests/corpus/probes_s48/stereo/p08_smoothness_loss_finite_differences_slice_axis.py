"""Edge-aware disparity smoothness loss: finite differences along x and y by `slice_axis` (`begin=1` minus `end=-1`), weighted by `exp(-|image gradient|)` averaged over colour channels with keepdims, means over all pixels; returns (disp, loss)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 8)]


def gradient_x(F, t):
    return F.slice_axis(t, axis=3, begin=1, end=None) - F.slice_axis(t, axis=3, begin=0, end=-1)


def gradient_y(F, t):
    return F.slice_axis(t, axis=2, begin=1, end=None) - F.slice_axis(t, axis=2, begin=0, end=-1)


class Net(HybridBlock):
    def __init__(self, weight=0.1, **kwargs):
        super().__init__(**kwargs)
        self.weight = weight
        with self.name_scope():
            self.disp = nn.Conv2D(1, 3, padding=1, in_channels=3, activation="sigmoid")

    def hybrid_forward(self, F, img):
        disp = self.disp(img)
        wx = F.exp(-F.mean(F.abs(gradient_x(F, img)), axis=1, keepdims=True))
        wy = F.exp(-F.mean(F.abs(gradient_y(F, img)), axis=1, keepdims=True))
        loss = F.mean(F.abs(gradient_x(F, disp)) * wx) + F.mean(F.abs(gradient_y(F, disp)) * wy)
        return disp, self.weight * loss
