"""Temporal-fusion gated residual network: a GLU gate, the skip projected only when the input width differs from the layer's."""
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, units=10, in_units=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.fc1 = nn.Dense(units, in_units=in_units)
            self.fc2 = nn.Dense(units, in_units=units)
            self.glu = nn.Dense(2 * units, in_units=units)
            self.skip = nn.Dense(units, in_units=in_units, use_bias=False)
            self.norm = nn.LayerNorm(in_channels=units)

    def hybrid_forward(self, F, x):
        h = self.fc2(F.LeakyReLU(self.fc1(x), act_type='elu'))
        a, b = F.split(self.glu(h), num_outputs=2, axis=-1)
        gated = a * F.sigmoid(b)
        if x.shape[-1] != self.units:
            x = self.skip(x)
        return self.norm(x + gated)
