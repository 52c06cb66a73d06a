"""R-GCN ported from a PyTorch loop `for a in adj:` over the (R, n, n) adjacency, one Dense per relation zipped with it -- iteration over a traced symbol yields the whole symbol once."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 4), (3, 5, 5)]


class IteratedRelations(HybridBlock):
    def __init__(self, in_units=4, units=6, relations=3, **kwargs):
        super(IteratedRelations, self).__init__(**kwargs)
        with self.name_scope():
            self.rel = nn.HybridSequential()
            for _ in range(relations):
                self.rel.add(nn.Dense(units, in_units=in_units, use_bias=False))
            self.self_loop = nn.Dense(units, in_units=in_units)

    def hybrid_forward(self, F, h, adj_raw):
        out = self.self_loop(h)
        for a, layer in zip(adj_raw > 0.3, self.rel):
            out = out + F.dot(a, layer(h))
        return F.relu(out)


Net = IteratedRelations
