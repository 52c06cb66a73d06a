"""Relation scores (N, P, H) from a pair MLP plus the question projection expanded to (N, 1, H), added with a plain `+` (NDArray broadcasts; the legacy Symbol's add does not)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 10), (2, 3)]


class PairQuestion(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.g = nn.Dense(hidden, flatten=False)
            self.q = nn.Dense(hidden)
            self.out = nn.Dense(2)

    def hybrid_forward(self, F, pairs, question):
        h = self.g(pairs) + F.expand_dims(self.q(question), axis=1)
        return self.out(F.max(F.relu(h), axis=1))


Net = PairQuestion
