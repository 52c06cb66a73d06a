"""RWKV recurrent step in inference mode: the (N, C) state decayed by the (C,) vector `exp(-exp(time_decay))` with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 6)]


class RecurrentStep(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(dim, use_bias=False, in_units=dim)
            self.value = nn.Dense(dim, use_bias=False, in_units=dim)
            self.time_decay = self.params.get("time_decay", shape=(dim,), init="zeros")

    def hybrid_forward(self, F, x, state, time_decay):
        w = F.exp(-F.exp(time_decay))
        new_state = state * w + F.exp(F.clip(self.key(x), -5, 5)) * self.value(x)
        return new_state


Net = RecurrentStep
