"""A GAT layer adding self-loops to the adjacency with `adj + F.eye(h.shape[0])` and normalising the attention by each node's degree read on the host (`adj.sum(axis=1).asnumpy()`, isolated nodes clamped to one)."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(5, 4), (5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, cin=4, cout=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.W = nn.Dense(cout, in_units=cin, use_bias=False)
            self.a_src = nn.Dense(1, in_units=cout, use_bias=False)
            self.a_dst = nn.Dense(1, in_units=cout, use_bias=False)

    def hybrid_forward(self, F, h, adj):
        adj = (adj > 0) + F.eye(h.shape[0])
        wh = self.W(h)
        e = F.broadcast_add(self.a_src(wh), F.transpose(self.a_dst(wh)))
        e = F.LeakyReLU(e, slope=0.2)
        e = F.where(adj > 0, e, F.ones_like(e) * -1e9)
        att = F.softmax(e, axis=1)
        deg = np.maximum(adj.sum(axis=1).asnumpy(), 1.0)
        return F.dot(att, wh) * float(np.sqrt(deg.mean()))
