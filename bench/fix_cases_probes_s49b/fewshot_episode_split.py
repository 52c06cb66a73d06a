"""Few-shot episode given as one batch: the first rows are the support set, the rest the queries."""
from mxnet.gluon import nn


INPUTS = [(7, 5)]


class Net(nn.HybridBlock):
    def __init__(self, n_support=4, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._n_support = n_support
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=5)

    def hybrid_forward(self, F, x):
        z = F.L2Normalization(self.embed(x))
        n = self._n_support
        support, query = z[:n], z[n:]
        return F.dot(query, support, transpose_b=True)
