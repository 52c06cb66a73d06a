"""Numpy-mode dueling head (`@use_np`): `v + a - a.mean(axis=1, keepdims=True)` broadcasts as
numpy does."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6)]


@use_np
class NumpyDueling(HybridBlock):
    def __init__(self, num_actions=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(8, activation="relu")
            self.value = nn.Dense(1)
            self.adv = nn.Dense(num_actions)

    def hybrid_forward(self, F, obs):
        h = self.fc(obs)
        v, a = self.value(h), self.adv(h)
        return v + a - a.mean(axis=1, keepdims=True)


Net = NumpyDueling
