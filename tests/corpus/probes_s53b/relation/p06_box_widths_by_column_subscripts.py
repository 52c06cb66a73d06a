"""Pair geometry written with column subscripts, `w = boxes[:, 2] - boxes[:, 0]` (legacy NDArray indexing; a legacy Symbol takes only an output index)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 4), (6, 4)]


class PairGeometry(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.Dense(hidden, activation="relu")

    def size(self, F, boxes):
        return F.abs(boxes[:, 2] - boxes[:, 0]) + 0.5, F.abs(boxes[:, 3] - boxes[:, 1]) + 0.5

    def hybrid_forward(self, F, subj, obj):
        sw, sh = self.size(F, subj)
        ow, oh = self.size(F, obj)
        return self.mlp(F.stack(F.log(ow / sw), F.log(oh / sh), axis=1))


Net = PairGeometry
