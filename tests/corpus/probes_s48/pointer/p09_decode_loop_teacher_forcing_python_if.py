"""Pointer decoder with teacher forcing over a fixed number of steps: step 0 starts from a learned start vector (a python `if t == 0`), later steps feed the encoder state at the gold pointer, gathered by `F.take` on the flattened encoder with offsets from `contrib.arange_like`; the per-step log-distributions are stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 3)]


class Net(HybridBlock):
    def __init__(self, units=6, src_len=5, steps=3, **kwargs):
        super().__init__(**kwargs)
        self.units, self.src_len, self.steps = units, src_len, steps
        with self.name_scope():
            self.start = self.params.get("start", shape=(1, units), init="normal")
            self.cell = nn.Dense(units, activation="tanh", in_units=2 * units)

    def hybrid_forward(self, F, enc, target, start):
        target = F.floor(F.abs(target) * self.src_len)                               # (N, steps)
        offsets = F.contrib.arange_like(enc, axis=0) * self.src_len                  # (N,)
        flat = enc.reshape((-3, 0))                                                   # (N*S, D)
        state = F.mean(enc, axis=1)
        outs = []
        for t in range(self.steps):
            if t == 0:
                inp = F.broadcast_like(start, state, lhs_axes=(0,), rhs_axes=(0,))
            else:
                prev = F.slice_axis(target, axis=1, begin=t - 1, end=t).squeeze(axis=1)
                inp = F.take(flat, prev + offsets)
            state = self.cell(F.concat(inp, state, dim=-1))
            logits = F.batch_dot(enc, state.expand_dims(-1)).squeeze(axis=-1)
            outs.append(F.log_softmax(logits, axis=-1))
        return F.stack(*outs, axis=1)
