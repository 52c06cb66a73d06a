"""Dilated causal Conv1D as in WaveNet ports: padding `(k - 1) * d` on both sides, the right end cut by
`F.slice_axis(out, axis=2, begin=0, end=-self.pad)` (pad a python int from the constructor)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 10)]


class CausalConv(HybridBlock):
    def __init__(self, channels=4, kernel=2, dilations=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self.pads = [(kernel - 1) * d for d in dilations]
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for d, pad in zip(dilations, self.pads):
                self.convs.add(nn.Conv1D(channels, kernel, padding=pad, dilation=d))

    def hybrid_forward(self, F, x):
        for conv, pad in zip(self.convs, self.pads):
            x = F.relu(F.slice_axis(conv(x), axis=2, begin=0, end=-pad))
        return x


Net = CausalConv
