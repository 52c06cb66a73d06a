"""Edge-aware smoothness with the shifts by `F.slice_axis(..., begin=0, end=-1)` and `begin=1, end=None`, the disparity mean-normalised first, image gradients averaged over channels with `keepdims`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 6, 6), (2, 3, 6, 6)]


def shift_diff(F, t, axis):
    return F.slice_axis(t, axis=axis, begin=0, end=-1) - F.slice_axis(t, axis=axis, begin=1, end=None)


class Smoothness(HybridBlock):
    def __init__(self, weight=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.weight = weight

    def hybrid_forward(self, F, disp, img):
        disp = F.sigmoid(disp)
        disp = F.broadcast_div(disp, F.mean(disp, axis=(2, 3), keepdims=True) + 1e-7)
        loss = 0
        for axis in (2, 3):
            grad_disp = F.abs(shift_diff(F, disp, axis))
            grad_img = F.mean(F.abs(shift_diff(F, img, axis)), axis=1, keepdims=True)
            loss = loss + (grad_disp * F.exp(-grad_img)).mean()
        return self.weight * loss


Net = Smoothness
