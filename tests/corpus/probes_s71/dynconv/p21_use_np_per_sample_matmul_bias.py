"""Numpy-mode per-sample generated linear layer (`@use_np`): weights reshaped by `.reshape(-1, O, I)`,
`np.matmul(x, w.transpose(0, 2, 1))` plus the generated bias `np.expand_dims(b, 1)` by a plain `+`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 3), (2, 4)]


@use_np
class NumpyHyperLinear(HybridBlock):
    def __init__(self, in_units=3, out_units=6, **kwargs):
        super().__init__(**kwargs)
        self.i, self.o = in_units, out_units
        with self.name_scope():
            self.to_w = nn.Dense(out_units * in_units)
            self.to_b = nn.Dense(out_units)

    def hybrid_forward(self, F, x, code):
        w = self.to_w(code).reshape(-1, self.o, self.i)
        return F.npx.relu(F.np.matmul(x, w.transpose(0, 2, 1)) + F.np.expand_dims(self.to_b(code), 1))


Net = NumpyHyperLinear
