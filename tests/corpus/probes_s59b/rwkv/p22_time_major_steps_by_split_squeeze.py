"""RWKV recurrent mode over a time-major input stepped by `F.split(x, num_outputs=self.ctx_len, axis=0, squeeze_axis=True)`, the configured context length, the decayed state carried in a python loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 2, 6)]


class Recurrent(HybridBlock):
    def __init__(self, dim=6, ctx_len=4, **kwargs):
        super().__init__(**kwargs)
        self.ctx_len = ctx_len
        with self.name_scope():
            self.key = nn.Dense(dim, in_units=dim)
            self.time_decay = self.params.get("time_decay", shape=(1, dim), init="zeros")

    def hybrid_forward(self, F, x, time_decay):
        decay = F.exp(-F.exp(time_decay))
        steps = F.split(x, num_outputs=self.ctx_len, axis=0, squeeze_axis=True)
        state = F.zeros_like(steps[0])
        outs = []
        for xt in steps:
            state = F.broadcast_mul(state, decay) + F.tanh(self.key(xt))
            outs.append(state)
        return F.stack(*outs, axis=0)


Net = Recurrent
