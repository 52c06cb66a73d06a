"""1-D cost volume whose shifted copies are python slices `f2[:, :, :, d:]` padded back with `F.pad` (legacy mode)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 8), (2, 3, 6, 8)]


class Net(HybridBlock):
    def __init__(self, channels=4, max_disp=2, **kwargs):
        super().__init__(**kwargs)
        self._md = max_disp
        with self.name_scope():
            self.feat = nn.Conv2D(channels, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, left, right):
        f1, f2 = self.feat(left), self.feat(right)
        vols = [F.mean(f1 * f2, axis=1, keepdims=True)]
        for d in range(1, self._md + 1):
            shifted = F.pad(f2[:, :, :, d:], mode="constant", pad_width=(0, 0, 0, 0, 0, 0, 0, d))
            vols.append(F.mean(f1 * shifted, axis=1, keepdims=True))
        return F.concat(*vols, dim=1)
