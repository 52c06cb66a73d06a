"""SchNet's interaction block over a fixed neighbour list: the neighbour indices held as an `nd.array` (N, M), neighbour features gathered by `F.take(x, self.nbr.reshape((-1,)))` and reshaped to `(n, m, f)` with `n = x.shape[0]` and `m = self.nbr.shape[1]`, the continuous filter applied and summed over neighbours."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 5), (4, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=5, n_rbf=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.nbr = nd.array([[1, 2, 3], [0, 2, 3], [0, 1, 3], [0, 1, 2]])
        with self.name_scope():
            self.in2f = nn.Dense(dim, in_units=dim, use_bias=False, flatten=False)
            self.filter = nn.Dense(dim, in_units=n_rbf, flatten=False)
            self.f2out = nn.Dense(dim, in_units=dim, flatten=False)

    def hybrid_forward(self, F, x, rbf):
        n, f = x.shape
        m = self.nbr.shape[1]
        h = self.in2f(x)
        xj = F.take(h, self.nbr.reshape((-1,))).reshape((n, m, f))
        v = (xj * self.filter(rbf)).sum(axis=1)
        return x + self.f2out(v)
