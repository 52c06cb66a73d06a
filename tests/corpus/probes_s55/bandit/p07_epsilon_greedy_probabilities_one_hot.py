"""Epsilon-greedy action probabilities: `eps / K + (1 - eps) * one_hot(argmax)`, with K and eps python attributes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class EpsilonGreedy(HybridBlock):
    def __init__(self, dim=6, num_arms=3, epsilon=0.1, **kwargs):
        super().__init__(**kwargs)
        self.num_arms = num_arms
        self.epsilon = epsilon
        with self.name_scope():
            self.q = nn.Dense(num_arms, in_units=dim)

    def hybrid_forward(self, F, ctx):
        greedy = F.one_hot(F.argmax(self.q(ctx), axis=1), self.num_arms)
        return self.epsilon / self.num_arms + (1 - self.epsilon) * greedy


Net = EpsilonGreedy
