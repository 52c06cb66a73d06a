"""PWC-Net style local cost volume: the target features padded by `F.pad`, each python displacement cut by `slice_axis` and cropped back by `slice_like`, correlations `mean(axis=1, keepdims=True)` concatenated."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6), (2, 4, 6, 6)]


class CostVolume(HybridBlock):
    def __init__(self, max_disp=1, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp

    def hybrid_forward(self, F, feat1, feat2):
        d = self.max_disp
        padded = F.pad(feat2, mode="constant", constant_value=0, pad_width=(0, 0, 0, 0, d, d, d, d))
        costs = []
        for dy in range(2 * d + 1):
            row = F.slice_axis(padded, axis=2, begin=dy, end=None)
            for dx in range(2 * d + 1):
                shifted = F.slice_like(F.slice_axis(row, axis=3, begin=dx, end=None), feat1, axes=(2, 3))
                costs.append(F.mean(feat1 * shifted, axis=1, keepdims=True))
        return F.LeakyReLU(F.concat(*costs, dim=1), slope=0.1)


Net = CostVolume
