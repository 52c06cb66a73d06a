"""Alternating co-attention (HieCoAtt): question summary first, then image attention guided by it; the guide added to every region with `+` against the (N, K, D) features."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.wq = nn.Dense(1, in_units=dim, flatten=False)
            self.wv = nn.Dense(dim, in_units=dim, flatten=False)
            self.wg = nn.Dense(dim, in_units=dim)
            self.wa = nn.Dense(1, in_units=dim, flatten=False)

    def hybrid_forward(self, F, V, Q):
        aq = F.softmax(self.wq(F.tanh(Q)), axis=1)
        s = (aq * Q).sum(axis=1)
        h = F.tanh(self.wv(V) + self.wg(s).expand_dims(1))
        av = F.softmax(self.wa(h), axis=1)
        return (av * V).sum(axis=1) + s
