"""Spleeter mean mask over instruments divided by the instrument count taken with `len()` of the stacked (I, B, 2, T, F) tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 8)]


class MeanMaskLen(HybridBlock):
    def __init__(self, instruments=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(instruments):
                self.heads.add(nn.Conv2D(2, 3, padding=1))

    def hybrid_forward(self, F, mag):
        stacked = F.stack(*[F.sigmoid(head(mag)) for head in self.heads], axis=0)
        return F.sum(stacked, axis=0) / len(stacked) * mag


Net = MeanMaskLen
