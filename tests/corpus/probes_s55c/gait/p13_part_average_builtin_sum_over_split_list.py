"""Part features averaged by `sum(parts) / len(parts)` over the list `F.split(..., squeeze_axis=True)` returns, concatenated with the per-part max."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 4)]


class PartAverage(HybridBlock):
    def __init__(self, parts=8, **kwargs):
        super().__init__(**kwargs)
        self.parts = parts
        with self.name_scope():
            self.cnn = nn.Conv2D(3, 3, padding=1, activation="relu")

    def hybrid_forward(self, F, sil):
        pooled = F.max(self.cnn(sil), axis=3)
        parts = F.split(pooled, num_outputs=self.parts, axis=2, squeeze_axis=True)
        return F.concat(sum(parts) / len(parts), F.max(pooled, axis=2), dim=1)


Net = PartAverage
