"""Numpy-mode PLE with `@use_np` on a `hybrid_forward`: experts mixed by plain broadcasting (legal
there), but the shared accumulator made by `F.np.zeros((x.shape[0], self.hidden))` (a numpy-mode
symbol has no shape)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 6)]


@use_np
class NumpyShapeAccumulator(HybridBlock):
    def __init__(self, n_experts=3, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.hidden = hidden
        with self.name_scope():
            self.experts = nn.HybridSequential()
            for _ in range(n_experts):
                self.experts.add(nn.Dense(hidden, activation="relu", in_units=6))
            self.gate = nn.Dense(n_experts, in_units=6)

    def hybrid_forward(self, F, x):
        gate = F.npx.softmax(self.gate(x), axis=-1)
        out = F.np.zeros((x.shape[0], self.hidden))
        for i, e in enumerate(self.experts):
            out = out + gate[:, i:i + 1] * e(x)
        return out


Net = NumpyShapeAccumulator
