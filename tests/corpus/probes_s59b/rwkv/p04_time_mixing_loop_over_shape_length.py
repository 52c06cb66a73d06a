"""RWKV time mixing whose recurrence runs `for t in range(x.shape[1])`, the sequence length read from the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class TimeMixing(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)
            self.value = nn.Dense(dim, flatten=False, use_bias=False, in_units=dim)
            self.time_decay = self.params.get("time_decay", shape=(1, dim), init="zeros")

    def hybrid_forward(self, F, x, time_decay):
        k = F.exp(F.clip(self.key(x), -5, 5))
        v = self.value(x)
        decay = F.exp(-F.exp(time_decay))
        state = F.zeros_like(F.slice_axis(v, axis=1, begin=0, end=1)).reshape((0, -1))
        outs = []
        for t in range(x.shape[1]):
            kt = F.slice_axis(k, axis=1, begin=t, end=t + 1).reshape((0, -1))
            vt = F.slice_axis(v, axis=1, begin=t, end=t + 1).reshape((0, -1))
            state = F.broadcast_mul(state, decay) + kt * vt
            outs.append(state)
        return F.stack(*outs, axis=1)


Net = TimeMixing
