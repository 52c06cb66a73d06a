"""Low-rank bilinear attention (Hadamard product pooling): a query projected to `(n, d)` and region features to `(n, k, d)`, joined by `F.tanh(q).expand_dims(1) * F.tanh(v)` (shapes (n, 1, d) and (n, k, d)), then attention over the k regions."""
from mxnet.gluon import nn


INPUTS = [(2, 5), (2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.U = nn.Dense(d, in_units=5)
            self.V = nn.Dense(d, in_units=6, flatten=False)
            self.P = nn.Dense(1, in_units=d, flatten=False)

    def hybrid_forward(self, F, q, v):
        joint = F.tanh(self.U(q)).expand_dims(1) * F.tanh(self.V(v))
        att = F.softmax(self.P(joint).squeeze(axis=2), axis=1)
        return F.batch_dot(att.expand_dims(1), v).squeeze(axis=1)
