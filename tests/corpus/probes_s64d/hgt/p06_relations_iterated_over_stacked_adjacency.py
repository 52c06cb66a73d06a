"""HGT messages per edge type with the relations' dense adjacencies given stacked as one (R, Np, Na) input and iterated by `for r, adj in enumerate(adjs)`, one relation-specific Dense per `r`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 8), (3, 4, 5)]


class PerRelationLoop(HybridBlock):
    def __init__(self, dim=8, relations=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rel = nn.HybridSequential()
            for _ in range(relations):
                self.rel.add(nn.Dense(dim, flatten=False))

    def hybrid_forward(self, F, x_src, adjs):
        out = 0
        for r, adj in enumerate(adjs):
            out = out + F.dot(F.relu(adj), self.rel[r](x_src))
        return out


Net = PerRelationLoop
