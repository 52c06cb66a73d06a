"""Load-balancing auxiliary loss of a routed layer: fraction of tokens per expert times mean gate probability."""
from mxnet.gluon import nn


INPUTS = [(6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=4, n_experts=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.router = nn.Dense(n_experts, in_units=in_units)

    def hybrid_forward(self, F, tokens):
        probs = F.softmax(self.router(tokens), axis=1)
        assigned = F.one_hot(F.argmax(probs, axis=1), probs.shape[1])
        fraction = F.sum(assigned, axis=0) / tokens.shape[0]
        mean_prob = F.mean(probs, axis=0)
        return F.sum(fraction * mean_prob) * probs.shape[1]
