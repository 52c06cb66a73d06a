"""ECAPA Res2 conv ported from the SpeechBrain reference: the group width read as `width = x.shape[1] // self._scale`, groups cut by `F.slice_axis(x, axis=1, begin=i * width, end=(i + 1) * width)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class ShapeRes2(HybridBlock):
    def __init__(self, channels=8, scale=4, **kwargs):
        super().__init__(**kwargs)
        self._scale = scale
        self.convs = nn.HybridSequential()
        for _ in range(scale - 1):
            self.convs.add(nn.Conv1D(channels // scale, 3, padding=1))

    def hybrid_forward(self, F, x):
        width = x.shape[1] // self._scale
        ys = [F.slice_axis(x, axis=1, begin=0, end=width)]
        sp = None
        for i in range(1, self._scale):
            xi = F.slice_axis(x, axis=1, begin=i * width, end=(i + 1) * width)
            sp = xi if sp is None else sp + xi
            sp = F.relu(self.convs[i - 1](sp))
            ys.append(sp)
        return F.concat(*ys, dim=1)


Net = ShapeRes2
