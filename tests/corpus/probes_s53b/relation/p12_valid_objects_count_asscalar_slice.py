"""Relation pooling over the valid objects only: `n = int(valid.sum().asscalar())` from the object mask, the object axis cut to `n` with `slice_axis` before pairing."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 4, 5), (1, 4)]


class ValidPairs(HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.g = nn.Dense(hidden, activation="relu", flatten=False)

    def hybrid_forward(self, F, objs, valid):
        n = int((valid > -0.5).sum().asscalar())
        objs = F.slice_axis(objs, axis=1, begin=0, end=n)
        pair = F.broadcast_add(F.expand_dims(self.g(objs), 1), F.expand_dims(self.g(objs), 2))
        return F.sum(pair, axis=(1, 2))


Net = ValidPairs
