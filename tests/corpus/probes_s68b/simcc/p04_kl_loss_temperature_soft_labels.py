"""SimCC KL-divergence loss with a temperature `beta`: predicted log-probabilities `log_softmax(p * beta)`,
smoothed labels `softmax(t * beta)` of the target logits, KL summed over the bins, averaged over joints,
each joint weighted by its visibility."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 10), (2, 4, 10), (2, 4)]


class KLDiscretLoss(HybridBlock):
    def __init__(self, beta=10.0, label_softmax=True, eps=1e-8, **kwargs):
        super().__init__(**kwargs)
        self.beta = beta
        self.label_softmax = label_softmax
        self.eps = eps

    def criterion(self, F, pred, target):
        log_pt = F.log_softmax(pred * self.beta, axis=-1)
        if self.label_softmax:
            target = F.softmax(target * self.beta, axis=-1)
        return F.sum(target * (F.log(target + self.eps) - log_pt), axis=-1)

    def hybrid_forward(self, F, pred, target, weight):
        loss = self.criterion(F, pred, target)
        vis = F.sigmoid(weight)
        return F.mean(loss * vis, axis=-1)


Net = KLDiscretLoss
