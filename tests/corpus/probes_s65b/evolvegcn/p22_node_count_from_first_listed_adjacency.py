"""GCN over a python list of snapshot adjacencies `adj_list = [a0, a1]` whose node count for the self-loop
identity is read as `adj_list[0].shape[0]` (`.shape` of a tensor taken out of a python list)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 4), (4, 4), (4, 3)]


class ListedAdjacencyGcn(HybridBlock):
    def __init__(self, hidden=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lin = nn.Dense(hidden, use_bias=False, in_units=3)

    def hybrid_forward(self, F, a0, a1, x):
        adj_list = [a0, a1]
        eye = F.eye(adj_list[0].shape[0])
        h = x
        for a in adj_list:
            h = F.relu(F.dot(F.abs(a) + eye, self.lin(h)))
        return h


Net = ListedAdjacencyGcn
