"""Cost volume filled by item assignment the way the PyTorch reference does it, `cost[:, d, :, d:] = (fl[:, :, :, d:] * fr[:, :, :, :-d]).mean(axis=1)` into a `zeros` volume."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 10), (2, 3, 6, 10)]


class Net(HybridBlock):
    def __init__(self, channels=4, max_disp=3, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp
        with self.name_scope():
            self.feat = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, left, right):
        fl, fr = self.feat(left), self.feat(right)
        cost = F.zeros_like(F.slice_axis(fl, axis=1, begin=0, end=1)).repeat(self.max_disp, axis=1)
        for d in range(self.max_disp):
            if d == 0:
                cost[:, d, :, :] = (fl * fr).mean(axis=1)
            else:
                cost[:, d, :, d:] = (fl[:, :, :, d:] * fr[:, :, :, :-d]).mean(axis=1)
        return cost
