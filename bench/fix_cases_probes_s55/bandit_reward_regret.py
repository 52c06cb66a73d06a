"""Reward model of logged bandit data: the chosen arm's predicted reward picked per row, the squared error averaged by `len(x)`, and the regret of the logged arm against the best predicted one."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4,), (4,)]


class Net(nn.HybridBlock):
    def __init__(self, arms=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.arms = arms
        with self.name_scope():
            self.head = nn.Dense(arms, in_units=3)

    def hybrid_forward(self, F, x, action, reward):
        r = self.head(x)
        a = F.floor((action + 1) * (self.arms / 2.0 - 1e-3))
        chosen = F.pick(r, a, axis=1)
        loss = ((chosen - reward) ** 2).sum() / len(x)
        regret = r.max(axis=1) - chosen
        return loss, regret
