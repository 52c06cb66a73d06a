"""Temporal Fusion Transformer gated residual network: ELU Dense, Dense, a GLU whose halves come
from `F.split(..., num_outputs=2, axis=-1)`, residual sum and LayerNorm (equal (B, T, D) shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class GRN(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(units, flatten=False)
            self.fc2 = nn.Dense(units, flatten=False)
            self.gate = nn.Dense(2 * units, flatten=False)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, x):
        a = self.fc2(F.LeakyReLU(self.fc1(x), act_type="elu"))
        value, gate = F.split(self.gate(a), num_outputs=2, axis=-1)
        return self.norm(x + value * F.sigmoid(gate))


Net = GRN
