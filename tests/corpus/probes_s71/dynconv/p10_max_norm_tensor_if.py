"""Generated weights rescaled when too large: `if F.norm(w) > self.max_norm:` on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class MaxNormIf(HybridBlock):
    def __init__(self, units=6, z_dim=4, max_norm=0.5, **kwargs):
        super().__init__(**kwargs)
        self.units, self.max_norm = units, max_norm
        with self.name_scope():
            self.z = self.params.get("z", shape=(1, z_dim))
            self.to_w = nn.Dense(units * units)

    def hybrid_forward(self, F, x, z):
        w = self.to_w(z).reshape((self.units, self.units))
        if F.norm(w) > self.max_norm:
            w = F.broadcast_mul(w, self.max_norm / F.norm(w))
        return F.FullyConnected(x, weight=w, no_bias=True, num_hidden=self.units)


Net = MaxNormIf
