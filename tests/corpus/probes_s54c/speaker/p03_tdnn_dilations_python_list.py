"""TDNN frame layers from a python list of (kernel, dilation) pairs, built in `__init__` and applied in order."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20)]


class TDNN(HybridBlock):
    def __init__(self, context=((5, 1), (3, 2), (3, 3)), channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.frames = nn.HybridSequential()
            for k, d in context:
                self.frames.add(nn.Conv1D(channels, k, dilation=d, activation="relu"), nn.BatchNorm())

    def hybrid_forward(self, F, x):
        return F.mean(self.frames(x), axis=2)


Net = TDNN
