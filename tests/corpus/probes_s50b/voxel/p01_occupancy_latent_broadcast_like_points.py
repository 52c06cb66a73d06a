"""Occupancy network decoder: a shape code (N, C) from a point-cloud encoder is repeated over the P query points by `broadcast_like(z.expand_dims(1), pts, lhs_axes=(1,), rhs_axes=(1,))`, concatenated with the (N, P, 3) queries and decoded per point by flatten=False Dense layers."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3), (2, 5, 3)]


class Net(HybridBlock):
    def __init__(self, code=8, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(code, flatten=False, in_units=3, activation="relu")
            self.dec = nn.HybridSequential()
            self.dec.add(nn.Dense(hidden, flatten=False, in_units=code + 3, activation="relu"),
                         nn.Dense(1, flatten=False, in_units=hidden))

    def hybrid_forward(self, F, cloud, queries):
        z = F.max(self.enc(cloud), axis=1)
        z = F.broadcast_like(z.expand_dims(1), queries, lhs_axes=(1,), rhs_axes=(1,))
        logits = self.dec(F.concat(queries, z, dim=2))
        return F.sigmoid(logits).reshape((0, -1))
