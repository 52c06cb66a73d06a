"""Flow warping with a base grid built by `F.arange(w)`/`F.arange(h)` from `img.shape`, normalised to [-1, 1]."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 2, 8, 8)]


def base_grid(F, img):
    _, _, h, w = img.shape
    xs = F.broadcast_to(F.arange(w).reshape((1, 1, 1, w)), shape=(1, 1, h, w))
    ys = F.broadcast_to(F.arange(h).reshape((1, 1, h, 1)), shape=(1, 1, h, w))
    return F.concat(xs, ys, dim=1), h, w


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.refine = nn.Conv2D(2, 3, padding=1, in_channels=2)

    def hybrid_forward(self, F, img, flow):
        grid, h, w = base_grid(F, img)
        pos = F.broadcast_add(grid, self.refine(flow))
        scale = F.array([2.0 / (w - 1), 2.0 / (h - 1)]).reshape((1, 2, 1, 1))
        return F.BilinearSampler(img, F.broadcast_mul(pos, scale) - 1)
