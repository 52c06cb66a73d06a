"""LightGCN propagation: the embedding table (a Parameter argument) multiplied by the normalised adjacency for a python number of layers, the layer outputs averaged by `add_n` over a python list divided by the python count, user and item rows taken by `take`."""
from mxnet.gluon import HybridBlock

INPUTS = [(7, 7), (4,), (4,)]


class LightGCN(HybridBlock):
    def __init__(self, num_nodes=7, dim=6, num_layers=3, **kwargs):
        super().__init__(**kwargs)
        self.num_layers = num_layers
        with self.name_scope():
            self.embedding = self.params.get("embedding", shape=(num_nodes, dim))

    def hybrid_forward(self, F, adj, users, items, embedding):
        e = embedding
        layers = [e]
        for _ in range(self.num_layers):
            e = F.dot(adj, e)
            layers.append(e)
        final = F.add_n(*layers) / (self.num_layers + 1)
        u = F.take(final, F.abs(users) * 3, mode="clip")
        i = F.take(final, F.abs(items) * 3 + 3, mode="clip")
        return F.sum(u * i, axis=1)


Net = LightGCN
