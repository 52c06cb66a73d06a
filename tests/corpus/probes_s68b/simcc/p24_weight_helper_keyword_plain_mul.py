"""SimCC loss weighting the (B, K) per-joint KL in a module helper `apply_weight(loss, weight)` called
with a per-sample weight `weight=F.sigmoid(vis).mean(axis=1, keepdims=True)`: a plain `*` of a (B, K)
loss and a (B, 1) weight."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 10), (2, 4, 10), (2, 4)]


def apply_weight(loss, weight):
    return (loss * weight).mean()


class KeywordWeightLoss(HybridBlock):
    def __init__(self, beta=10.0, **kwargs):
        super().__init__(**kwargs)
        self.beta = beta

    def hybrid_forward(self, F, pred, target, vis):
        log_pt = F.log_softmax(pred * self.beta, axis=-1)
        t = F.softmax(target * self.beta, axis=-1)
        loss = F.sum(t * (F.log(t + 1e-8) - log_pt), axis=-1)
        return apply_weight(loss, weight=F.sigmoid(vis).mean(axis=1, keepdims=True))


Net = KeywordWeightLoss
