"""Linear attention normaliser built from the (N, d) key sum: `F.batch_dot(q, ksum.expand_dims(2))` (N, T, 1), its `F.reciprocal` applied by `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ReciprocalLinearAttention(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        self.q = nn.Dense(units, flatten=False, in_units=units)
        self.k = nn.Dense(units, flatten=False, in_units=units)
        self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = F.LeakyReLU(self.q(x), act_type="elu") + 1
        k = F.LeakyReLU(self.k(x), act_type="elu") + 1
        ksum = F.sum(k, axis=1)
        z = F.batch_dot(q, ksum.expand_dims(2))
        num = F.batch_dot(q, F.batch_dot(k, self.v(x), transpose_a=True))
        return F.broadcast_mul(num, F.reciprocal(z))


Net = ReciprocalLinearAttention
