"""Epsilon-greedy policy head: per-arm rewards, the greedy arm's one-hot mixed with the uniform 1/arms from the reward's width, and the exploration rate decayed when the mean best reward is high (an .asscalar() test)."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, eps=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.reward = nn.Dense(5, in_units=4)

    def hybrid_forward(self, F, x):
        r = self.reward(x)
        eps = self.eps
        if r.max(axis=1).mean().asscalar() > 0.5:
            eps = eps / 2
        greedy = F.one_hot(F.argmax(r, axis=1), r.shape[1])
        return (1 - eps) * greedy + eps / r.shape[1]
