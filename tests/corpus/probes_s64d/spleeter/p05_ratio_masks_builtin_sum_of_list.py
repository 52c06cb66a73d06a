"""Spleeter ratio masks normalised across instruments with python's builtin `sum` over the list of squared masks (`0 + m0 + m1 + ...`, each (B, 2, T, F)) plus an epsilon, each instrument's mask divided by that total by a plain `/` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 2, 4, 8)]


class ListRatioMasks(HybridBlock):
    def __init__(self, instruments=3, eps=1e-10, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in range(instruments):
                self.heads.add(nn.Conv2D(2, 3, padding=1))

    def hybrid_forward(self, F, mag):
        masks = [F.square(F.sigmoid(head(mag))) for head in self.heads]
        total = sum(masks) + self._eps
        return [m / total * mag for m in masks]


Net = ListRatioMasks
