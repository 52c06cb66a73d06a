"""1-D cost volume over a python range of horizontal displacements: pad, shift by `slice_axis`, crop back with `slice_like`, channel mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 8), (2, 3, 6, 8)]


class CostVolume(HybridBlock):
    def __init__(self, channels=4, max_disp=2, **kwargs):
        super().__init__(**kwargs)
        self._md = max_disp
        with self.name_scope():
            self.feat = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, left, right):
        f1, f2 = self.feat(left), self.feat(right)
        md = self._md
        padded = F.pad(f2, mode="constant", pad_width=(0, 0, 0, 0, 0, 0, md, md))
        vols = []
        for d in range(-md, md + 1):
            shifted = F.slice_like(F.slice_axis(padded, axis=3, begin=md + d, end=None), f1, axes=(3,))
            vols.append(F.mean(f1 * shifted, axis=1, keepdims=True))
        return F.concat(*vols, dim=1)


class Net(CostVolume):
    pass
