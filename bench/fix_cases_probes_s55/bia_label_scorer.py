"""Biaffine label scorer: a (L, d+1, d+1) weight, dependents with a bias column, dot with the weight folded to (d+1, L*(d+1)) and unfolded by the batch and length, scores per label by batch_dot after moving labels next to the batch."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, labels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.dim, self.labels = dim, labels
        with self.name_scope():
            self.mlp = nn.Dense(dim, in_units=5, flatten=False, activation='tanh')
            self.U = self.params.get('U', shape=(labels, dim + 1, dim + 1))

    def hybrid_forward(self, F, x, U):
        h = self.mlp(x)
        b, n, d = h.shape
        h = F.concat(h, F.ones((b, n, 1)), dim=2)
        lin = F.dot(h, U.transpose((1, 0, 2)).reshape((d + 1, -1)))
        lin = lin.reshape((b, n * self.labels, d + 1))
        scores = F.batch_dot(lin, h, transpose_b=True)
        return scores.reshape((b, n, self.labels, n)).transpose((0, 2, 1, 3))
