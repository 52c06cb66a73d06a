"""Dynamic per-sample weights reshaped with the batch size from the conditioning tensor, `(cond.shape[0], out, in)`, before `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class Net(HybridBlock):
    def __init__(self, units=5, in_units=6, cond_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.units, self.in_units = units, in_units
        with self.name_scope():
            self.weight_gen = nn.Dense(units * in_units, in_units=cond_dim)

    def hybrid_forward(self, F, x, cond):
        w = self.weight_gen(cond).reshape((cond.shape[0], self.units, self.in_units))
        return F.batch_dot(w, x.reshape((0, -1, 1))).reshape((0, -1))
