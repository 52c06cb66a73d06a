"""RWKV recurrent step returning the new (num, den, prev_x) state as a tuple: the decay is an (1, C) parameter broadcast by `broadcast_mul`, the previous token comes in as an input, nothing is updated in place."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 6), (2, 6), (2, 6)]


class RecurrentStep(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(dim, use_bias=False, in_units=dim)
            self.value = nn.Dense(dim, use_bias=False, in_units=dim)
            self.time_decay = self.params.get("time_decay", shape=(1, dim), init="zeros")
            self.mix = self.params.get("mix", shape=(1, dim), init="ones")

    def hybrid_forward(self, F, x, prev_x, num, den, time_decay, mix):
        xk = F.broadcast_mul(x, mix) + F.broadcast_mul(prev_x, 1 - mix)
        ek = F.exp(F.clip(self.key(xk), -5, 5))
        v = self.value(xk)
        out = (num + ek * v) / (F.abs(den) + ek)
        decay = F.exp(-F.exp(time_decay))
        new_num = F.broadcast_mul(num, decay) + ek * v
        new_den = F.broadcast_mul(F.abs(den), decay) + ek
        return out, (new_num, new_den, x)


Net = RecurrentStep
