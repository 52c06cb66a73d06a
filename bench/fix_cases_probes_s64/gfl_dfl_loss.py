"""GFL's distribution focal loss: the predicted bins `(n, 4 * (reg_max + 1))` viewed per side by `n =
pred.shape[0]`, a float target in [0, reg_max) (from the encoded target), its two neighbouring bins
`dis_left = floor(label)` and `dis_left + 1` weighted by the distances to them, cross entropy by `F.pick`
of the log-softmax, the mean over the four sides weighted by the quality scores, and the sum divided by
`max(weight.sum().asscalar(), 1.0)` as the head's avg_factor."""
from mxnet.gluon import nn


INPUTS = [(6, 36), (6, 4), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, reg_max=8, loss_weight=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.reg_max = reg_max
        self.loss_weight = loss_weight

    def hybrid_forward(self, F, pred, target, score):
        n = pred.shape[0]
        pred = pred.reshape((n * 4, self.reg_max + 1))
        label = ((target + 1) * 0.5 * (self.reg_max - 0.01)).reshape((-1,))
        dis_left = F.floor(label)
        dis_right = dis_left + 1
        weight_left = dis_right - label
        weight_right = label - dis_left
        logp = F.log_softmax(pred, axis=-1)
        loss = -(F.pick(logp, dis_left, axis=-1) * weight_left
                 + F.pick(logp, dis_right, axis=-1) * weight_right)
        loss = loss.reshape((n, 4)).mean(axis=1)
        weight = F.sigmoid(score)
        avg_factor = max(weight.sum().asscalar(), 1.0)
        return self.loss_weight * (loss * weight).sum() / avg_factor
