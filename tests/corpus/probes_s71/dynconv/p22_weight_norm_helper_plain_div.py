"""Weight normalisation of a generated (O, I) matrix in a module helper without F,
`weight_norm(v, g)` as `v / (v ** 2).sum(axis=1, keepdims=True).sqrt() * g`: (O, I) over (O, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


def weight_norm(v, g):
    return v / (v ** 2).sum(axis=1, keepdims=True).sqrt() * g


class HelperWeightNorm(HybridBlock):
    def __init__(self, in_units=5, out_units=4, z_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.i, self.o = in_units, out_units
        with self.name_scope():
            self.z = self.params.get("z", shape=(1, z_dim))
            self.g = self.params.get("g", shape=(out_units, 1), init="ones")
            self.hyper = nn.Dense(out_units * in_units)

    def hybrid_forward(self, F, x, z, g):
        v = self.hyper(z).reshape((self.o, self.i))
        w = F.broadcast_mul(weight_norm(v, F.ones_like(g)), g)
        return F.FullyConnected(x, weight=w, no_bias=True, num_hidden=self.o)


Net = HelperWeightNorm
