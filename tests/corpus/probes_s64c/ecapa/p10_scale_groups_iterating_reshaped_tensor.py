"""Res2 conv written over a reshaped tensor: `x.reshape((0, -4, scale, -1, 0)).transpose((1, 0, 2, 3))` (scale, N, width, T) iterated with `for xi in groups:` -- a python loop over a tensor's first axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class IteratedRes2(HybridBlock):
    def __init__(self, channels=8, scale=4, **kwargs):
        super().__init__(**kwargs)
        self._scale = scale
        self.conv = nn.Conv1D(channels // scale, 3, padding=1, in_channels=channels // scale)

    def hybrid_forward(self, F, x):
        groups = x.reshape((0, -4, self._scale, -1, 0)).transpose((1, 0, 2, 3))
        ys, sp = [], None
        for xi in groups:
            sp = xi if sp is None else F.relu(self.conv(sp + xi))
            ys.append(sp)
        return F.concat(*ys, dim=1)


Net = IteratedRes2
