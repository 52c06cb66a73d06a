"""KGCN neighbour sampling from a fixed adjacency table: the (E, K) `adj_entity`/`adj_relation` tables built in python and registered as constants, the item's neighbours gathered by `F.take(adj, item_ids)`, and a BPR-style score of the positive among candidate items by `F.pick(scores, labels, axis=-1)`."""
import numpy as onp
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3), (4,)]


def ids(F, x, n):
    return F.clip(F.floor((x + 1) * (n / 2)), 0, n - 1)


class TableNeighbours(HybridBlock):
    def __init__(self, entities=9, relations=4, k=2, dim=6, **kwargs):
        super().__init__(**kwargs)
        self._e = entities
        rng = onp.random.RandomState(1)
        self.adj_e = self.params.get_constant("adj_e", nd.array(rng.randint(0, entities, (entities, k))))
        self.adj_r = self.params.get_constant("adj_r", nd.array(rng.randint(0, relations, (entities, k))))
        self.ent = nn.Embedding(entities, dim)
        self.rel = nn.Embedding(relations, dim)

    def hybrid_forward(self, F, cands, label, adj_e, adj_r):
        items = ids(F, cands, self._e)
        nbr = self.ent(F.take(adj_e, items))
        rel = self.rel(F.take(adj_r, items))
        item_vec = self.ent(items) + F.mean(nbr * F.sigmoid(rel), axis=2)
        scores = F.sum(F.broadcast_mul(item_vec, F.mean(item_vec, axis=1, keepdims=True)), axis=-1)
        return F.pick(F.log_softmax(scores, axis=-1), ids(F, label, 3), axis=-1)


Net = TableNeighbours
