"""Numpy-mode correlation volume: `npx.set_np()`, the per-disparity products taken with numpy slices `fl[..., d:] * fr[..., :w - d]` where `w` is a constructor width, padded back with `np.pad` on the last axis and stacked with `np.stack`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 3, 5, 8), (2, 3, 5, 8)]


class Net(HybridBlock):
    def __init__(self, channels=4, width=8, max_disp=3, **kwargs):
        super().__init__(**kwargs)
        self.width, self.max_disp = width, max_disp
        with self.name_scope():
            self.feat = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, left, right):
        fl, fr = self.feat(left), self.feat(right)
        costs = []
        for d in range(self.max_disp):
            c = (fl[..., d:] * fr[..., :self.width - d]).mean(axis=1)
            costs.append(F.np.pad(c, ((0, 0), (0, 0), (d, 0))))
        return F.np.stack(costs, axis=1)
