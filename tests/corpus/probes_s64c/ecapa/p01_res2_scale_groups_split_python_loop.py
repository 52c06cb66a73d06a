"""ECAPA-TDNN Res2 conv: the channels split into `scale` groups by `F.split(x, num_outputs=scale, axis=1)` (scale from the constructor), a python loop where group i is `conv_i(x_i + y_{i-1})` for i > 1, the first group passed through unchanged, the groups concatenated back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class Res2Conv1D(HybridBlock):
    def __init__(self, channels=8, scale=4, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self._scale = scale
        width = channels // scale
        self.convs = nn.HybridSequential()
        for _ in range(scale - 1):
            self.convs.add(nn.Conv1D(width, 3, padding=dilation, dilation=dilation, in_channels=width))

    def hybrid_forward(self, F, x):
        xs = F.split(x, num_outputs=self._scale, axis=1)
        ys = []
        for i in range(self._scale):
            if i == 0:
                sp = xs[i]
            else:
                sp = sp + xs[i] if i > 1 else xs[i]
                sp = F.relu(self.convs[i - 1](sp))
            ys.append(sp)
        return F.concat(*ys, dim=1)


Net = Res2Conv1D
