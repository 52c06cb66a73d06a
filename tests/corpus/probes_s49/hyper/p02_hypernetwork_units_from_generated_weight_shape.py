"""Hypernetwork layer that reads its unit count back from the generated weight, `num_hidden=w.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Net(HybridBlock):
    def __init__(self, units=5, in_units=6, z_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.units, self.in_units = units, in_units
        with self.name_scope():
            self.z = self.params.get("z", shape=(1, z_dim), init="normal")
            self.gen = nn.Dense(units * in_units, in_units=z_dim)

    def hybrid_forward(self, F, x, z):
        w = self.gen(z).reshape((self.units, self.in_units))
        return F.FullyConnected(x, w, no_bias=True, num_hidden=w.shape[0])
