"""Res2 conv ported from SpeechBrain's `sp = sp + spx[i]` written as `sp += xs[i]`: the hierarchical residual accumulated in place across the scale groups of `F.split`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class IaddRes2(HybridBlock):
    def __init__(self, channels=8, scale=4, **kwargs):
        super().__init__(**kwargs)
        self._scale = scale
        self.convs = nn.HybridSequential()
        for _ in range(scale - 1):
            self.convs.add(nn.Conv1D(channels // scale, 3, padding=1, in_channels=channels // scale))

    def hybrid_forward(self, F, x):
        xs = F.split(x, num_outputs=self._scale, axis=1)
        ys = [xs[0]]
        sp = F.relu(self.convs[0](xs[1]))
        ys.append(sp)
        for i in range(2, self._scale):
            sp += xs[i]
            sp = F.relu(self.convs[i - 1](sp))
            ys.append(sp)
        return F.concat(*ys, dim=1)


Net = IaddRes2
