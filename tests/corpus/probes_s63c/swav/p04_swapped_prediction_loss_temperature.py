"""SwAV swapped prediction: codes q1, q2 of the two views (softmax of scores / eps, behind `BlockGrad`) predicted from the other view's `log_softmax(scores / temperature)`; `-(q * logp).sum(axis=1).mean()` of equal (N, K) arrays, averaged over the two swaps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4, 8)]


class SwappedLoss(HybridBlock):
    def __init__(self, dim=8, n_protos=6, temperature=0.1, eps=0.05, **kwargs):
        super(SwappedLoss, self).__init__(**kwargs)
        self.t, self.eps = temperature, eps
        with self.name_scope():
            self.protos = nn.Dense(n_protos, in_units=dim, use_bias=False)

    def hybrid_forward(self, F, z1, z2):
        s1, s2 = self.protos(F.L2Normalization(z1)), self.protos(F.L2Normalization(z2))
        q1, q2 = F.BlockGrad(F.softmax(s1 / self.eps)), F.BlockGrad(F.softmax(s2 / self.eps))
        l1 = -(q2 * F.log_softmax(s1 / self.t)).sum(axis=1).mean()
        l2 = -(q1 * F.log_softmax(s2 / self.t)).sum(axis=1).mean()
        return (l1 + l2) / 2


Net = SwappedLoss
