"""Event-based CTR/CVR: event counts per bin from a loop with +=, an FM interaction over the bins' embeddings, and an ESMM pair of heads whose product is the CTCVR, returned beside the CTR."""
from mxnet.gluon import nn


INPUTS = [(3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, bins=3, k=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.bins = bins
        with self.name_scope():
            self.embed = nn.Dense(bins * k, in_units=bins)
            self.ctr = nn.Dense(1, in_units=k)
            self.cvr = nn.Dense(1, in_units=k)
        self.k = k

    def hybrid_forward(self, F, t):
        counts = F.zeros((t.shape[0], self.bins))
        tb = F.floor((t + 1) * 0.5 * self.bins * 0.999)
        for b in range(self.bins):
            counts += F.one_hot(F.ones_like(tb[:, 0]) * b, self.bins) * (tb == b).sum(axis=1, keepdims=True)
        e = self.embed(counts / t.shape[1]).reshape((t.shape[0], self.bins, self.k))
        inter = 0.5 * (F.square(e.sum(axis=1)) - F.square(e).sum(axis=1))
        ctr = F.sigmoid(self.ctr(inter))
        return ctr, ctr * F.sigmoid(self.cvr(inter))
