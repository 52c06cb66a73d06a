"""dVAE hard codes by the straight-through estimator: `F.argmax(soft, axis=1)`, `F.one_hot(..., codes)` moved back to channels-first by a transpose, and `stop_gradient(hard - soft) + soft` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3, 3)]


class StraightThroughCodes(HybridBlock):
    def __init__(self, codes=5, tau=0.9, **kwargs):
        super().__init__(**kwargs)
        self._codes, self.tau = codes, tau

    def hybrid_forward(self, F, logits):
        soft = F.softmax(logits / self.tau, axis=1)
        hard = F.transpose(F.one_hot(F.argmax(soft, axis=1), self._codes), axes=(0, 3, 1, 2))
        return F.stop_gradient(hard - soft) + soft


Net = StraightThroughCodes
