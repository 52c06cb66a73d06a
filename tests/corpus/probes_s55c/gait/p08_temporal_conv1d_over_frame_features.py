"""Temporal modelling of per-frame gait features: (N, T, C) transposed to (N, C, T) for a Conv1D, then temporal max and mean pooling concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6)]


class TemporalConv(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.tconv = nn.Conv1D(6, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, frames):
        h = self.tconv(F.transpose(frames, axes=(0, 2, 1)))
        return F.concat(F.max(h, axis=2), F.mean(h, axis=2), dim=1)


Net = TemporalConv
