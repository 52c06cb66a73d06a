"""HGT messages per edge type with the stacked (R, Np, Na) adjacencies cut by `F.split(adjs, num_outputs=R, axis=0, squeeze_axis=True)` (R from the constructor) into a python list that is iterated, one relation-specific Dense each, averaged over the relations."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (3, 4, 5)]


class PerRelationSplit(HybridBlock):
    def __init__(self, dim=8, relations=3, **kwargs):
        super().__init__(**kwargs)
        self._r = relations
        with self.name_scope():
            self.rel = nn.HybridSequential()
            for _ in range(relations):
                self.rel.add(nn.Dense(dim, flatten=False))

    def hybrid_forward(self, F, x_src, adjs):
        per_rel = F.split(adjs, num_outputs=self._r, axis=0, squeeze_axis=True)
        out = [F.dot(F.relu(adj), self.rel[r](x_src)) for r, adj in enumerate(per_rel)]
        return F.add_n(*out) / self._r


Net = PerRelationSplit
