"""Evoformer pair stack: a module helper `gated(z, gate, proj)` (`gate(z) * proj(z)`, same shapes) used by
the outgoing and incoming triangle updates (`batch_dot` with `transpose_b` / `transpose_a` on channel-first
folds, unfolded by the constructor's channel count), the two updates and a transition MLP collected in a
python list and summed by `F.add_n(*updates)` into the residual."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 5, 4)]


def gated(z, gate, proj):
    return gate(z) * proj(z)


class PairStack(HybridBlock):
    def __init__(self, pair_dim=4, c=3, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.gates = nn.HybridSequential()
            self.projs = nn.HybridSequential()
            for _ in range(4):
                self.gates.add(nn.Dense(c, flatten=False, activation="sigmoid"))
                self.projs.add(nn.Dense(c, flatten=False))
            self.out_o = nn.Dense(pair_dim, flatten=False)
            self.out_i = nn.Dense(pair_dim, flatten=False)
            self.transition = nn.HybridSequential()
            self.transition.add(nn.Dense(8, activation="relu", flatten=False), nn.Dense(pair_dim, flatten=False))

    def fold(self, y):
        return y.transpose((0, 3, 1, 2)).reshape((-3, 0, 0))

    def unfold(self, y):
        return y.reshape((-4, -1, self.c, 0, 0)).transpose((0, 2, 3, 1))

    def hybrid_forward(self, F, pair):
        z = self.norm(pair)
        a, b, c, d = [self.fold(gated(z, g, p)) for g, p in zip(self.gates, self.projs)]
        updates = [self.out_o(self.unfold(F.batch_dot(a, b, transpose_b=True))),
                   self.out_i(self.unfold(F.batch_dot(c, d, transpose_a=True))),
                   self.transition(z)]
        return pair + F.add_n(*updates)


Net = PairStack
