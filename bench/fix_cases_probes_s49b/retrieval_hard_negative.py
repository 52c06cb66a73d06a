"""Triplet loss with a hard-negative switch: when the hardest negative beats the weakest positive the margin doubles."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4, 3), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, margin=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._margin = margin

    def hybrid_forward(self, F, anchor, pos, neg):
        d_pos = F.sum(F.square(anchor - pos), axis=1)
        d_neg = F.sum(F.square(anchor - neg), axis=1)
        if F.min(d_neg) < F.max(d_pos):
            loss = F.relu(d_pos - d_neg + 2 * self._margin)
        else:
            loss = F.relu(d_pos - d_neg + self._margin)
        return loss
