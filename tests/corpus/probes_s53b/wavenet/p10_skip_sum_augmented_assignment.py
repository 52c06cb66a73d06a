"""Skip connections accumulated with `skips += s` over a python list of dilated layers (the first `+=` rebinds the python 0, the later ones are in-place adds, which an NDArray has and a legacy Symbol does not)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16)]


class SkipStack(HybridBlock):
    def __init__(self, channels=4, dilations=(1, 2, 4), **kwargs):
        super().__init__(**kwargs)
        self.dilations = list(dilations)
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for d in self.dilations:
                self.convs.add(nn.Conv1D(channels, 2, dilation=d, padding=d))

    def hybrid_forward(self, F, x):
        skips = 0
        for conv, d in zip(self.convs, self.dilations):
            s = F.tanh(F.slice_axis(conv(x), axis=2, begin=0, end=-d))
            x = x + s
            skips += s
        return F.relu(skips)


Net = SkipStack
