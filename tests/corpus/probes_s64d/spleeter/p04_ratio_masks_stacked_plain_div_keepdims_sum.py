"""Spleeter ratio masks normalised across instruments: the per-instrument masks stacked to (I, B, 2, T, F) by `F.stack`, squared, divided by their keepdims sum over the instrument axis (1, B, 2, T, F) with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 8)]


class StackedRatioMasks(HybridBlock):
    def __init__(self, instruments=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(instruments):
                self.heads.add(nn.Conv2D(2, 3, padding=1))

    def hybrid_forward(self, F, mag):
        stacked = F.square(F.stack(*[F.sigmoid(head(mag)) for head in self.heads], axis=0))
        ratio = stacked / (F.sum(stacked, axis=0, keepdims=True) + 1e-10)
        return F.broadcast_mul(ratio, mag.expand_dims(0))


Net = StackedRatioMasks
