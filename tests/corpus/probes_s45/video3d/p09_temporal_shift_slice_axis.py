"""Temporal shift module: 1/8 of the channels shifted one step back, 1/8 forward, by slice_axis + zeros_like."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4, 3, 3)]


class TemporalShift(HybridBlock):
    def __init__(self, channels=16, fold_div=8, **kwargs):
        super().__init__(**kwargs)
        self._fold = channels // fold_div
        self._channels = channels

    def hybrid_forward(self, F, x):                                # B, C, T, H, W
        fold = self._fold
        back = F.slice_axis(x, axis=1, begin=0, end=fold)
        fwd = F.slice_axis(x, axis=1, begin=fold, end=2 * fold)
        rest = F.slice_axis(x, axis=1, begin=2 * fold, end=self._channels)
        pad_b = F.zeros_like(F.slice_axis(back, axis=2, begin=0, end=1))
        back = F.concat(F.slice_axis(back, axis=2, begin=1, end=None), pad_b, dim=2)
        fwd = F.concat(pad_b, F.slice_axis(fwd, axis=2, begin=0, end=-1), dim=2)
        return F.concat(back, fwd, rest, dim=1)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.shift = TemporalShift()
            self.conv = nn.Conv3D(16, (1, 3, 3), padding=(0, 1, 1), in_channels=16)

    def hybrid_forward(self, F, x):
        return x + self.conv(self.shift(x))
