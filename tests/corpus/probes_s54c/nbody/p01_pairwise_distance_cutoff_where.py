"""N-body interaction net: pairwise distances by `broadcast_sub` of expanded positions, a python cutoff radius applied by `F.where` against `zeros_like`, messages summed over neighbours."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 3)]


class CutoffInteraction(HybridBlock):
    def __init__(self, cutoff=1.2, units=8, **kwargs):
        super().__init__(**kwargs)
        self.cutoff = cutoff
        with self.name_scope():
            self.edge = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, pos):
        diff = F.broadcast_sub(F.expand_dims(pos, 2), F.expand_dims(pos, 1))
        dist = F.sqrt(F.sum(F.square(diff), axis=-1, keepdims=True) + 1e-8)
        w = F.where(dist < self.cutoff, 1.0 / (dist + 0.1), F.zeros_like(dist))
        return F.sum(self.edge(w), axis=2)


Net = CutoffInteraction
