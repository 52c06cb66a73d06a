"""Res2 conv iterating its scale groups by `for i in range(len(xs))` over the outputs of `F.split(x, num_outputs=scale, axis=1)` (the number of outputs of a split), SE-gated by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class LenSplitRes2(HybridBlock):
    def __init__(self, channels=8, scale=4, **kwargs):
        super().__init__(**kwargs)
        self._scale = scale
        self.convs = nn.HybridSequential()
        for _ in range(scale - 1):
            self.convs.add(nn.Conv1D(channels // scale, 3, padding=1, in_channels=channels // scale))
        self.se = nn.Dense(channels, in_units=channels)

    def hybrid_forward(self, F, x):
        xs = F.split(x, num_outputs=self._scale, axis=1)
        ys, sp = [xs[0]], None
        for i in range(1, len(xs)):
            sp = xs[i] if sp is None else sp + xs[i]
            sp = F.relu(self.convs[i - 1](sp))
            ys.append(sp)
        out = F.concat(*ys, dim=1)
        gate = F.sigmoid(self.se(F.mean(out, axis=2)))
        return F.broadcast_mul(out, F.expand_dims(gate, axis=2))


Net = LenSplitRes2
