"""dVAE KL term zeroed when it comes out negative from rounding, checked by a tensor condition `if F.mean(kl) < 0:` inside `hybrid_forward`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3, 3)]


class ClampedKL(HybridBlock):
    def __init__(self, codes=5, **kwargs):
        super().__init__(**kwargs)
        self._codes = codes

    def hybrid_forward(self, F, logits):
        log_q = F.log_softmax(logits, axis=1)
        kl = F.sum(F.exp(log_q) * (log_q + math.log(self._codes)), axis=1)
        if F.mean(kl) < 0:
            return F.zeros_like(F.mean(kl))
        return F.mean(kl)


Net = ClampedKL
