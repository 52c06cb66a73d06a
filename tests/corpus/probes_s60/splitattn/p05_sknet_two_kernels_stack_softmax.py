"""SKNet selective kernel: a 3x3 and a dilated 3x3 branch summed with plain `+` (equal shapes), the mean over (2, 3), a squeeze Dense, one Dense per branch, `stack(axis=1)` and `softmax(axis=1)`, the weights split back with `squeeze_axis=True` and applied through `expand_dims` and `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class SelectiveKernel(HybridBlock):
    def __init__(self, channels=8, branches=2, reduced=4, **kwargs):
        super().__init__(**kwargs)
        self._m = branches
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for i in range(branches):
                self.convs.add(nn.Conv2D(channels, 3, padding=1 + i, dilation=1 + i, in_channels=channels,
                                         activation="relu"))
            self.fc = nn.Dense(reduced, in_units=channels, activation="relu")
            self.fcs = nn.HybridSequential()
            for _ in range(branches):
                self.fcs.add(nn.Dense(channels, in_units=reduced))

    def hybrid_forward(self, F, x):
        feats = [conv(x) for conv in self.convs]
        u = feats[0]
        for f in feats[1:]:
            u = u + f
        z = self.fc(F.mean(u, axis=(2, 3)))
        weights = F.softmax(F.stack(*[fc(z) for fc in self.fcs], axis=1), axis=1)
        weights = F.split(weights, num_outputs=self._m, axis=1, squeeze_axis=True)
        outs = [F.broadcast_mul(f, w.expand_dims(-1).expand_dims(-1)) for f, w in zip(feats, weights)]
        return F.add_n(*outs)


Net = SelectiveKernel
