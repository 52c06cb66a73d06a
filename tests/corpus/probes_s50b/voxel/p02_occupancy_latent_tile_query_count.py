"""Occupancy network decoder that repeats the shape code over the queries with `F.tile(z.expand_dims(1), reps=(1, queries.shape[1], 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 3), (2, 5, 3)]


class Net(HybridBlock):
    def __init__(self, code=8, hidden=16, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.enc = nn.Dense(code, flatten=False, in_units=3, activation="relu")
            self.dec = nn.Dense(1, flatten=False, in_units=code + 3)

    def hybrid_forward(self, F, cloud, queries):
        z = F.max(self.enc(cloud), axis=1)
        z = F.tile(z.expand_dims(1), reps=(1, queries.shape[1], 1))
        return self.dec(F.concat(queries, z, dim=2)).reshape((0, -1))
