"""The same rebinding of `keys`/`values` with in_units given: shapes need no inference."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4), (2, 3, 4), (2, 3, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.q = nn.Dense(4, flatten=False, in_units=4)
            self.k = nn.Dense(4, flatten=False, in_units=4)
            self.v = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, queries, keys, values):
        keys = queries
        values = queries
        att = F.softmax(F.batch_dot(self.q(queries), self.k(keys), transpose_b=True), axis=-1)
        return F.batch_dot(att, self.v(values))
