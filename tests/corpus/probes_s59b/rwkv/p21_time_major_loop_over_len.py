"""RWKV recurrent mode over a time-major (T, N, C) input, stepping `for t in range(len(x))` and taking each step with `slice_axis` on axis 0."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 6)]


class Recurrent(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(dim, in_units=dim)
            self.time_decay = self.params.get("time_decay", shape=(1, dim), init="zeros")

    def hybrid_forward(self, F, x, time_decay):
        decay = F.exp(-F.exp(time_decay))
        state = F.zeros_like(F.slice_axis(x, axis=0, begin=0, end=1)).reshape((-3, 0))
        outs = []
        for t in range(len(x)):
            xt = F.slice_axis(x, axis=0, begin=t, end=t + 1).reshape((-3, 0))
            state = F.broadcast_mul(state, decay) + F.tanh(self.key(xt))
            outs.append(state)
        return F.stack(*outs, axis=0)


Net = Recurrent
