"""Margin loss of distance-weighted sampling: the pair count decides, in a python `if`, whether the
loss is normalised.

Source: hpi-xnor/BMXNet-v2 @ af2b185, example/gluon/embedding_learning/model.py
(MarginLoss.hybrid_forward, constant-beta path), unchanged but for the class name; beta is given
as an input of one value per anchor, as the class-specific path computes it.
"""
from mxnet import gluon

INPUTS = [(4, 6), (4, 6), (4, 6), (4,)]


class Net(gluon.loss.Loss):
    def __init__(self, margin=0.2, nu=0.0, weight=None, batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self._margin = margin
        self._nu = nu

    def hybrid_forward(self, F, anchors, positives, negatives, beta_in, a_indices=None):
        beta = beta_in
        beta_reg_loss = 0.0

        d_ap = F.sqrt(F.sum(F.square(positives - anchors), axis=1) + 1e-8)
        d_an = F.sqrt(F.sum(F.square(negatives - anchors), axis=1) + 1e-8)

        pos_loss = F.maximum(d_ap - beta + self._margin, 0.0)
        neg_loss = F.maximum(beta - d_an + self._margin, 0.0)

        pair_cnt = F.sum((pos_loss > 0.0) + (neg_loss > 0.0))
        if pair_cnt == 0.0:
            # When poss_loss and neg_loss is zero then total loss is zero as well
            loss = F.sum(pos_loss + neg_loss)
        else:
            # Normalize based on the number of pairs.
            loss = (F.sum(pos_loss + neg_loss) + beta_reg_loss) / pair_cnt
        return gluon.loss._apply_weighting(F, loss, self._weight, None)
