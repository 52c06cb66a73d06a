"""Scores of T keys against one global query by batch_dot: (N, T, 1); the author's softmax over axis 2
(one entry) times a Dense(1) gate of the keys, (N, T, 1) too."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 1, 4)]


class GlobalQuery(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(1, flatten=False, in_units=4)

    def hybrid_forward(self, F, keys, query):
        s = F.batch_dot(keys, query, transpose_b=True)
        w = F.softmax(s, axis=2)
        return w * self.gate(keys)


Net = GlobalQuery
