"""Relation network that reads the object count from the input for the tiling, `k = objs.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5)]


class RelationNet(HybridBlock):
    def __init__(self, hidden=8, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.g = nn.Dense(hidden, activation="relu", flatten=False)
            self.f = nn.Dense(classes)

    def hybrid_forward(self, F, objs):
        k = objs.shape[1]
        oi = F.tile(F.expand_dims(objs, axis=1), reps=(1, k, 1, 1))
        oj = F.tile(F.expand_dims(objs, axis=2), reps=(1, 1, k, 1))
        return self.f(F.sum(self.g(F.concat(oi, oj, dim=3)), axis=(1, 2)))


Net = RelationNet
