"""Triplet loss with hard mining: if the hardest negative is already farther than the margin, the batch contributes only its mean distance."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 4), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, margin=0.3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._margin = margin

    def hybrid_forward(self, F, anchor, pos, neg):
        dp = ((anchor - pos) ** 2).sum(axis=1)
        dn = ((anchor - neg) ** 2).sum(axis=1)
        if (dp - dn).max() > -self._margin:
            loss = F.relu(dp - dn + self._margin)
        else:
            loss = dp * 0.1
        return loss
