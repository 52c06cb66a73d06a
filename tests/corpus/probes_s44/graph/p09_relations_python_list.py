"""R-GCN message passing: a python list of relation adjacencies, one projection per relation, summed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5, 5), (2, 5, 5), (2, 5, 5)]


class Net(HybridBlock):
    def __init__(self, units=4, num_relations=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.self_loop = nn.Dense(units, flatten=False, in_units=6)
            self.rel = nn.HybridSequential()
            for _ in range(num_relations):
                self.rel.add(nn.Dense(units, flatten=False, use_bias=False, in_units=6))

    def hybrid_forward(self, F, h, follows, likes, blocks):
        relations = [follows, likes, blocks]
        out = self.self_loop(h)
        for adj, proj in zip(relations, self.rel):
            out = out + F.batch_dot(adj, proj(h))
        return F.relu(out)
