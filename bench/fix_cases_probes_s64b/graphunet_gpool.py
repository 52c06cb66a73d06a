"""Graph U-Net's gPool: every node scored by its projection on a learned vector `p` divided by
`||p||`, the top `k = max(2, int(ratio * n))` nodes kept (n read from `h.shape[0]`), their features
gathered and gated by `sigmoid(score)` (a (k,) gate times (k, C)), and the adjacency's rows and
columns of the kept nodes gathered; one GCN layer on the pooled graph."""
from mxnet.gluon import nn


INPUTS = [(6, 4), (6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, ratio=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ratio = ratio
        with self.name_scope():
            self.p = self.params.get('p', shape=(dim, 1))
            self.gcn = nn.Dense(dim, in_units=dim, activation='relu')

    def hybrid_forward(self, F, h, adj, p):
        n = h.shape[0]
        k = max(2, int(self.ratio * n))
        scores = F.dot(h, p).reshape((-1,)) / F.norm(p)
        idx = F.topk(scores, k=k, ret_typ='indices')
        gate = F.sigmoid(F.take(scores, idx))
        new_h = F.take(h, idx) * gate.reshape((k, 1))
        new_adj = F.take(F.take(adj, idx, axis=0), idx, axis=1)
        return self.gcn(F.dot(new_adj, new_h)), idx
