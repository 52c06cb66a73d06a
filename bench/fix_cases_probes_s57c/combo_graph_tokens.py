"""Tabular features as a fully connected graph (feature tokens as nodes): token features from `x.expand_dims(-1) * w`, degree from a learned sparse adjacency thresholded with `>`, its count per node divided by the token count `x.shape[1]`, and the node loop `for i in range(x.shape[1])` summing neighbour messages with `+=`."""
from mxnet.gluon import nn


INPUTS = [(2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, n_feat=4, d=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get('w', shape=(1, n_feat, d))
            self.adj = self.params.get('adj', shape=(n_feat, n_feat))
            self.out = nn.Dense(1, in_units=d)

    def hybrid_forward(self, F, x, w, adj):
        tok = F.broadcast_mul(x.expand_dims(-1), w)
        a = F.sigmoid(adj) > 0.5
        deg = a.sum(axis=1) / x.shape[1]
        msg = F.zeros_like(tok[:, 0])
        for i in range(x.shape[1]):
            msg += tok[:, i] * (deg[i] + 1)
        return self.out(msg)
