"""Triplet loss with a margin, averaged over the batch by dividing by its size."""
from mxnet.gluon import nn


INPUTS = [(4, 5), (4, 5), (4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=5, dim=3, margin=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._margin = margin
        with self.name_scope():
            self.embed = nn.Dense(dim, in_units=in_units)

    def hybrid_forward(self, F, anchor, positive, negative):
        a, p, n = self.embed(anchor), self.embed(positive), self.embed(negative)
        d_ap = F.sum(F.square(a - p), axis=1)
        d_an = F.sum(F.square(a - n), axis=1)
        loss = F.relu(d_ap - d_an + self._margin)
        return F.sum(loss) / anchor.shape[0]
