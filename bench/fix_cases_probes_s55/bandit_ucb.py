"""UCB scores of a neural contextual bandit: per-arm predicted rewards plus sqrt(2 log t / n_a), the round count t summed over arms reshaped to (batch, 1) by the context's batch size."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, arms=5, c=2.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.c = c
        with self.name_scope():
            self.reward = nn.Dense(arms, in_units=4)

    def hybrid_forward(self, F, ctx, counts):
        n = F.abs(counts) * 10 + 1
        t = n.sum(axis=1)
        bonus = F.sqrt(self.c * F.log(t).reshape((ctx.shape[0], 1)) / n)
        return self.reward(ctx) + bonus
