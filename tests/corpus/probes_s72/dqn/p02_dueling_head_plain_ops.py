"""Dueling DQN head ported from PyTorch: `v + a - a.mean(axis=1, keepdims=True)` with (B, 1) and
(B, A) operands and plain operators."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class DuelingHead(HybridBlock):
    def __init__(self, num_actions=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(hidden, activation="relu")
            self.value = nn.Dense(1)
            self.adv = nn.Dense(num_actions)

    def hybrid_forward(self, F, obs):
        h = self.fc(obs)
        v, a = self.value(h), self.adv(h)
        return v + a - a.mean(axis=1, keepdims=True)


Net = DuelingHead
