"""Static hypernetwork (Ha et al.): a learned layer embedding `z` (1, Z) goes through a generator Dense, is reshaped to the (out, in) weight and used by `F.FullyConnected(no_bias=True)` with the constructor's unit count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class HyperDense(HybridBlock):
    def __init__(self, units=5, in_units=6, z_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.units, self.in_units = units, in_units
        with self.name_scope():
            self.z = self.params.get("z", shape=(1, z_dim), init="normal")
            self.gen = nn.Dense(units * in_units, in_units=z_dim)

    def hybrid_forward(self, F, x, z):
        w = self.gen(z).reshape((self.units, self.in_units))
        return F.FullyConnected(x, w, no_bias=True, num_hidden=self.units)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.l1 = HyperDense(5, 6)
            self.l2 = HyperDense(3, 5)

    def hybrid_forward(self, F, x):
        return self.l2(F.relu(self.l1(x)))
