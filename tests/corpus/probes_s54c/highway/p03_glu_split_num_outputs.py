"""Gated linear unit by `F.split(h, num_outputs=2, axis=-1)` unpacked into value and gate, inside a gated residual network."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class GatedResidual(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(units)
            self.fc2 = nn.Dense(2 * units)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        h = self.fc2(F.LeakyReLU(self.fc1(x), act_type="elu"))
        value, gate = F.split(h, num_outputs=2, axis=-1)
        return self.norm(x + value * F.sigmoid(gate))


Net = GatedResidual
