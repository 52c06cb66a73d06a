"""Gated residual network whose GLU halves are cut with legacy subscripts `g[:, :, :d]` and
`g[:, :, d:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class GRN(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.fc = nn.Dense(units, flatten=False, activation="relu")
            self.gate = nn.Dense(2 * units, flatten=False)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        g = self.gate(self.fc(x))
        d = self.units
        return self.norm(x + g[:, :, :d] * F.sigmoid(g[:, :, d:]))


Net = GRN
