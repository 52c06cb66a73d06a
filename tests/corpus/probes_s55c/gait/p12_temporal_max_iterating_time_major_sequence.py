"""Temporal max over a time-major frame-feature sequence (T, N, C) written as a python loop `for frame in seq:` with `F.maximum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2, 6)]


class TemporalMax(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, seq):
        feats = self.proj(seq)
        out = None
        for frame in feats:
            out = frame if out is None else F.maximum(out, frame)
        return out


Net = TemporalMax
