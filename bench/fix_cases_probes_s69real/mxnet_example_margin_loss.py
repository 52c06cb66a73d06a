"""The margin-based loss of MXNet's embedding-learning example ("sampling matters in deep embedding
learning"): distances anchor-positive and anchor-negative, hinge terms around a (here constant) beta,
the number of active pairs read as a python float by `float(F.sum(...).asscalar())` and the loss
divided by it.

Source: apache/mxnet example/gluon/embedding_learning/model.py (MarginLoss.hybrid_forward) at
4957c7c4739d75f34deb4551a9a690a39a4ae6c1; adapted: the constant-beta path (a_indices None), beta an input.
"""
from mxnet import gluon


INPUTS = [(6, 4), (6, 4), (6, 4), (6,)]


class Net(gluon.loss.Loss):
    def __init__(self, margin=0.2, nu=0.0, weight=None, batch_axis=0, **kwargs):
        super(Net, self).__init__(weight, batch_axis, **kwargs)
        self._margin = margin
        self._nu = nu

    def hybrid_forward(self, F, anchors, positives, negatives, beta_in, a_indices=None):
        if a_indices is not None:
            # class-specific beta trained jointly
            beta = beta_in.data()[a_indices]
            beta_reg_loss = F.sum(beta) * self._nu
        else:
            # a constant beta
            beta = beta_in
            beta_reg_loss = 0.0

        d_ap = F.sqrt(F.sum(F.square(positives - anchors), axis=1) + 1e-8)
        d_an = F.sqrt(F.sum(F.square(negatives - anchors), axis=1) + 1e-8)

        pos_loss = F.maximum(d_ap - beta + self._margin, 0.0)
        neg_loss = F.maximum(beta - d_an + self._margin, 0.0)

        pair_cnt = float(F.sum((pos_loss > 0.0) + (neg_loss > 0.0)).asscalar())

        # normalised by the number of active pairs
        loss = (F.sum(pos_loss + neg_loss) + beta_reg_loss) / pair_cnt
        return gluon.loss._apply_weighting(F, loss, self._weight, None)
