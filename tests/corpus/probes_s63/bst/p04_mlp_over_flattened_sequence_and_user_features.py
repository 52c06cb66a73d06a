"""BST output: the transformer's (N, L + 1, d) output flattened by `F.flatten`, concatenated with the (N, f) user/context features and passed through a LeakyReLU MLP to a click probability by `sigmoid`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 4)]


class FlattenedMLP(HybridBlock):
    def __init__(self, seq_len=6, units=8, other=4, hidden=(16, 8), **kwargs):
        super(FlattenedMLP, self).__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            in_units = seq_len * units + other
            for h in hidden:
                self.mlp.add(nn.Dense(h, in_units=in_units), nn.LeakyReLU(0.1))
                in_units = h
            self.out = nn.Dense(1, in_units=in_units)

    def hybrid_forward(self, F, seq_out, other):
        z = F.concat(F.flatten(seq_out), other, dim=1)
        return F.sigmoid(self.out(self.mlp(z))).reshape((-1,))


Net = FlattenedMLP
