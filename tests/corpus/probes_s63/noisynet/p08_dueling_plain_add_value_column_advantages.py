"""Noisy dueling head ported from PyTorch: `value + adv - adv.mean(axis=1, keepdims=True)` with the (N, 1) value and the (N, A) advantages added by plain `+` (eagerly broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class PlainDueling(HybridBlock):
    def __init__(self, obs_dim=6, hidden=8, num_actions=3, **kwargs):
        super(PlainDueling, self).__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(hidden, in_units=obs_dim, activation="relu")
            self.value = nn.Dense(1, in_units=hidden)
            self.adv = nn.Dense(num_actions, in_units=hidden)

    def hybrid_forward(self, F, obs):
        h = self.trunk(obs)
        value, adv = self.value(h), self.adv(h)
        return value + adv - adv.mean(axis=1, keepdims=True)


Net = PlainDueling
