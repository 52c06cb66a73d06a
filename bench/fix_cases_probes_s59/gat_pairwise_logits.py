"""A GAT layer (pyGAT's dense form): `Wh` by a Dense layer, the pairwise logits `e = wh1 + wh2.T` of (N, 1) and (1, N) by NDArray's broadcasting, LeakyReLU, masked where the adjacency is zero by `-9e15 * F.ones((n, n))` of `h.shape[0]`, softmax over neighbours."""
from mxnet.gluon import nn


INPUTS = [(5, 6), (5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, cin=6, cout=4, alpha=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.W = nn.Dense(cout, in_units=cin, use_bias=False)
            self.a = self.params.get('a', shape=(2 * cout, 1))

    def hybrid_forward(self, F, h, adj, a):
        n = h.shape[0]
        wh = self.W(h)
        a1, a2 = F.split(a, num_outputs=2, axis=0)
        wh1 = F.dot(wh, a1)
        wh2 = F.dot(wh, a2)
        e = F.LeakyReLU(wh1 + wh2.T, act_type='leaky', slope=self.alpha)
        att = F.where(adj > 0, e, -9e15 * F.ones((n, n)))
        att = F.softmax(att, axis=1)
        return F.LeakyReLU(F.dot(att, wh), act_type='elu')
