"""KGCN two-hop receptive field as the original's `get_neighbors`: python lists `entities`/`vectors` per hop, hop i+1's entities gathered from the constant adjacency table by `F.take(adj, entities[i]).reshape((0, -3))` (N, K**(i+1)), and the aggregation over `for hop in range(self._h - i)` reading `vectors[hop]` and `vectors[hop + 1].reshape((0, -4, -1, self._k, 0))` averaged over the K axis -- shapes equal for the `+`."""
import numpy as onp
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,)]


class MultiHop(HybridBlock):
    def __init__(self, entities=9, k=2, hops=2, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._e, self._k, self._h = entities, k, hops
        adj = onp.random.RandomState(2).randint(0, entities, (entities, k))
        self.adj = self.params.get_constant("adj", nd.array(adj))
        self.ent = nn.Embedding(entities, dim)
        self.aggs = nn.HybridSequential()
        for _ in range(hops):
            self.aggs.add(nn.Dense(dim, flatten=False, activation="tanh", in_units=dim))

    def hybrid_forward(self, F, item, adj):
        entities = [F.clip(F.floor((item + 1) * (self._e / 2)), 0, self._e - 1).reshape((-1, 1))]
        for i in range(self._h):
            entities.append(F.take(adj, entities[i]).reshape((0, -3)))
        vectors = [self.ent(e) for e in entities]
        for i in range(self._h):
            nxt = []
            for hop in range(self._h - i):
                neigh = F.mean(vectors[hop + 1].reshape((0, -4, -1, self._k, 0)), axis=2)
                nxt.append(self.aggs[i](vectors[hop] + neigh))
            vectors = nxt
        return vectors[0].reshape((0, -1))


Net = MultiHop
