"""A multi-task recommender's input layer: sparse field ids (B, Fd) embedded and flattened by `emb.reshape((emb.shape[0], -1))`, concatenated with dense features, then a shared expert pair mixed by a per-task gate `g.expand_dims(-1) * stacked` over the expert axis."""
from mxnet.gluon import nn


INPUTS = [(3, 2), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=10, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.emb = nn.Embedding(vocab, dim)
            self.experts = nn.HybridSequential()
            for _ in range(2):
                self.experts.add(nn.Dense(4, in_units=10))
            self.gate = nn.Dense(2, in_units=10)
            self.tower = nn.Dense(1, in_units=4)

    def hybrid_forward(self, F, ids, dense):
        emb = self.emb(ids)
        h = F.concat(emb.reshape((emb.shape[0], -1)), dense, dim=1)
        stacked = F.stack(*[e(h) for e in self.experts], axis=1)
        g = F.softmax(self.gate(h), axis=-1)
        return self.tower((g.expand_dims(-1) * stacked).sum(axis=1))
