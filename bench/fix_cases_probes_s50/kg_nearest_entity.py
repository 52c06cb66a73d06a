"""Link prediction head: scores against every entity, the best entity's vector gathered back for a refinement step."""
from mxnet.gluon import nn


INPUTS = [(4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, num_entities=7, dim=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.entities = self.params.get('entities', shape=(num_entities, dim))
            self.refine = nn.Dense(dim, in_units=2 * dim)

    def hybrid_forward(self, F, query, entities):
        score = F.dot(query, entities.T)
        best = entities[F.argmax(score, axis=1)]
        return self.refine(F.concat(query, best, dim=1))
