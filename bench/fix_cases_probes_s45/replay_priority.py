"""Critic over the transitions a priority ordering ranks first (the first `keep` of the batch)."""
from mxnet.gluon import nn


INPUTS = [(6, 5), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=5, keep=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._keep = keep
        with self.name_scope():
            self.critic = nn.Dense(1, in_units=in_units)

    def hybrid_forward(self, F, states, priority):
        order = F.argsort(priority, is_ascend=False)
        ranked = states[order]
        return self.critic(ranked[:self._keep])
