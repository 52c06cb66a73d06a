"""nnU-Net deep-supervision output combined in the graph: per-level heads upsampled by `repeat`, weighted by python floats halving per level and normalised in `__init__`, summed with `F.add_n(*[w * o for w, o in zip(self._weights, outs)])` (equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 2, 8, 8, 8)]


class WeightedDeepSupervision(HybridBlock):
    def __init__(self, in_ch=2, base=4, classes=3, levels=2, **kwargs):
        super(WeightedDeepSupervision, self).__init__(**kwargs)
        raw = [0.5 ** i for i in range(levels)]
        self._weights = [w / sum(raw) for w in raw]
        with self.name_scope():
            self.stem = nn.Conv3D(base, 3, padding=1, in_channels=in_ch, activation="relu")
            self.down = nn.Conv3D(base, 3, strides=2, padding=1, in_channels=base, activation="relu")
            self.head0 = nn.Conv3D(classes, 1, in_channels=base)
            self.head1 = nn.Conv3D(classes, 1, in_channels=base)

    def hybrid_forward(self, F, x):
        f0 = self.stem(x)
        f1 = self.down(f0)
        o1 = self.head1(f1)
        for axis in (2, 3, 4):
            o1 = F.repeat(o1, repeats=2, axis=axis)
        outs = [self.head0(f0), o1]
        return F.add_n(*[w * o for w, o in zip(self._weights, outs)])


Net = WeightedDeepSupervision
