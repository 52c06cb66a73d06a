"""Hierarchical DiffPool: python-listed cluster sizes, one assignment Dense per level registered as children, the graph coarsened level by level, readout by the mean over the last clusters."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6, 6)]


class HierarchicalPool(HybridBlock):
    def __init__(self, sizes=(4, 2), units=5, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.assigns = nn.HybridSequential()
            for c in sizes:
                self.assigns.add(nn.Dense(c, flatten=False))
            self.cls = nn.Dense(classes)

    def hybrid_forward(self, F, x, adj):
        for assign in self.assigns:
            s = F.softmax(assign(F.batch_dot(adj, x)), axis=-1)
            x = F.batch_dot(s, x, transpose_a=True)
            adj = F.batch_dot(F.batch_dot(s, adj, transpose_a=True), s)
        return self.cls(F.mean(x, axis=1))


Net = HierarchicalPool
