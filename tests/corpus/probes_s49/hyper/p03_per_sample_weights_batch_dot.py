"""Dynamic per-sample linear map: a conditioning vector generates an (out, in) matrix per sample by a Dense and the reshape code `(0, out, in)`; the input is applied by `batch_dot` with `expand_dims` and flattened back by `(0, -1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class Net(HybridBlock):
    def __init__(self, units=5, in_units=6, cond_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.units, self.in_units = units, in_units
        with self.name_scope():
            self.weight_gen = nn.Dense(units * in_units, in_units=cond_dim)
            self.bias_gen = nn.Dense(units, in_units=cond_dim)

    def hybrid_forward(self, F, x, cond):
        w = self.weight_gen(cond).reshape((0, self.units, self.in_units))
        y = F.batch_dot(w, x.expand_dims(axis=2)).reshape((0, -1))
        return y + self.bias_gen(cond)
