"""DispNet-style correlation cost volume over a python range of disparities: for each d the left features cropped with `slice_axis(axis=3, begin=d)`, the right ones with `end=-d` (python `None` for d == 0), their channel mean padded back on the left with `F.pad`, concatenated over disparities."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 10), (2, 3, 6, 10)]


class Net(HybridBlock):
    def __init__(self, channels=4, max_disp=4, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp
        with self.name_scope():
            self.feat = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, left, right):
        fl, fr = self.feat(left), self.feat(right)
        costs = []
        for d in range(self.max_disp):
            l = F.slice_axis(fl, axis=3, begin=d, end=None)
            r = F.slice_axis(fr, axis=3, begin=0, end=-d if d > 0 else None)
            c = F.mean(l * r, axis=1, keepdims=True)
            costs.append(F.pad(c, mode="constant", pad_width=(0, 0, 0, 0, 0, 0, d, 0)) if d else c)
        return F.concat(*costs, dim=1)
