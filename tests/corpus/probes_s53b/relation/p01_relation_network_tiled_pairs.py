"""Relation network (Santoro et al.): all ordered object pairs by `expand_dims` + `F.tile` with the python object count, concatenated features through a pair MLP (`flatten=False`), summed over both pair axes, then the f-network."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5)]


class RelationNet(HybridBlock):
    def __init__(self, num_objects=4, hidden=8, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.k = num_objects
        with self.name_scope():
            self.g = nn.HybridSequential()
            self.g.add(nn.Dense(hidden, activation="relu", flatten=False),
                       nn.Dense(hidden, activation="relu", flatten=False))
            self.f = nn.Dense(classes)

    def hybrid_forward(self, F, objs):
        oi = F.tile(F.expand_dims(objs, axis=1), reps=(1, self.k, 1, 1))
        oj = F.tile(F.expand_dims(objs, axis=2), reps=(1, 1, self.k, 1))
        pairs = F.concat(oi, oj, dim=3)
        return self.f(F.sum(self.g(pairs), axis=(1, 2)))


Net = RelationNet
