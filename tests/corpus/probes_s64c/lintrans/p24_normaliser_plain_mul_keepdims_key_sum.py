"""Linear attention normaliser written elementwise: `F.sum(q * ksum, axis=-1, keepdims=True)` with `ksum = F.sum(k, axis=1, keepdims=True)`, a plain `*` of the (N, T, d) queries and the (N, 1, d) key sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ElementwiseNormaliser(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = F.LeakyReLU(self.q(x), act_type="elu") + 1
        k = F.LeakyReLU(self.k(x), act_type="elu") + 1
        ksum = F.sum(k, axis=1, keepdims=True)
        z = F.sum(q * ksum, axis=-1, keepdims=True)
        return F.broadcast_div(F.batch_dot(q, F.batch_dot(k, self.v(x), transpose_a=True)), z)


Net = ElementwiseNormaliser
