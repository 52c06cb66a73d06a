"""TSM temporal shift: the (N*T, C, H, W) clip split into (N, T, C, H, W) by the `(-4, -1, T, -2)` code, one channel fold shifted back and one forward in time by `slice_axis` + `concat` with `zeros_like` pads, folded back with `-3`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 8, 3, 3)]


class TemporalShift(HybridBlock):
    def __init__(self, n_segment=4, fold_div=4, channels=8, **kwargs):
        super().__init__(**kwargs)
        self.n_segment = n_segment
        self.fold = channels // fold_div
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def shift(self, F, x):
        x = F.reshape(x, shape=(-4, -1, self.n_segment, -2))
        left = F.slice_axis(x, axis=2, begin=0, end=self.fold)
        mid = F.slice_axis(x, axis=2, begin=self.fold, end=2 * self.fold)
        rest = F.slice_axis(x, axis=2, begin=2 * self.fold, end=None)
        pad_l = F.zeros_like(F.slice_axis(left, axis=1, begin=0, end=1))
        pad_m = F.zeros_like(F.slice_axis(mid, axis=1, begin=0, end=1))
        left = F.concat(F.slice_axis(left, axis=1, begin=1, end=None), pad_l, dim=1)
        mid = F.concat(pad_m, F.slice_axis(mid, axis=1, begin=0, end=-1), dim=1)
        out = F.concat(left, mid, rest, dim=2)
        return F.reshape(out, shape=(-3, -2))

    def hybrid_forward(self, F, x):
        return self.conv(self.shift(F, x))


Net = TemporalShift
