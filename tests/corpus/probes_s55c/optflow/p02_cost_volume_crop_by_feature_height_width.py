"""Local cost volume whose shifted windows are cropped with `end=dy + h` from `h, w = feat1.shape[2:]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6, 6), (2, 4, 6, 6)]


class CostVolume(HybridBlock):
    def __init__(self, max_disp=1, **kwargs):
        super().__init__(**kwargs)
        self.max_disp = max_disp

    def hybrid_forward(self, F, feat1, feat2):
        d = self.max_disp
        h, w = feat1.shape[2:]
        padded = F.pad(feat2, mode="constant", constant_value=0, pad_width=(0, 0, 0, 0, d, d, d, d))
        costs = []
        for dy in range(2 * d + 1):
            for dx in range(2 * d + 1):
                shifted = F.slice(padded, begin=(None, None, dy, dx), end=(None, None, dy + h, dx + w))
                costs.append(F.mean(feat1 * shifted, axis=1, keepdims=True))
        return F.concat(*costs, dim=1)


Net = CostVolume
