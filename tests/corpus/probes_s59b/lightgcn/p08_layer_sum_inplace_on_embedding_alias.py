"""Layer combination accumulated with `acc += e` where `acc` starts as the embedding Parameter's array itself, the ego embedding then also returned for the L2 term."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 6)]


class AccumulatedLayers(HybridBlock):
    def __init__(self, num_nodes=6, dim=4, num_layers=2, **kwargs):
        super().__init__(**kwargs)
        self.num_layers = num_layers
        with self.name_scope():
            self.embedding = self.params.get("embedding", shape=(num_nodes, dim))

    def hybrid_forward(self, F, adj, embedding):
        e = embedding
        acc = embedding
        for _ in range(self.num_layers):
            e = F.dot(adj, e)
            acc += e
        reg = F.sum(F.square(embedding))
        return acc / (self.num_layers + 1), reg


Net = AccumulatedLayers
