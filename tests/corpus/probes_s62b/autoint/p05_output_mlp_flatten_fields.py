"""AutoInt output layer: interacting-layer outputs (N, fields, d_out) flattened by `reshape((0, -1))` into fields * d_out (the first Dense's in_units from constructor arguments), a two-layer MLP in a HybridSequential, a sigmoid click probability squeezed by `reshape((-1,))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class OutputMLP(HybridBlock):
    def __init__(self, fields=5, d_out=8, hidden=(16, 8), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            in_units = fields * d_out
            for units in hidden:
                self.mlp.add(nn.Dense(units, activation="relu", in_units=in_units))
                in_units = units
            self.out = nn.Dense(1, in_units=in_units)

    def hybrid_forward(self, F, x):
        flat = x.reshape((0, -1))
        return F.sigmoid(self.out(self.mlp(flat))).reshape((-1,))


Net = OutputMLP
