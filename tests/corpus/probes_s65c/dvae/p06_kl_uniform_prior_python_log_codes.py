"""dVAE KL to a uniform prior with the prior's log as a python float, `log_q + math.log(self._codes)`, summed over codes and averaged, weighted by a python `kl_weight`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3, 3)]


class UniformPriorKL(HybridBlock):
    def __init__(self, codes=5, kl_weight=0.5, **kwargs):
        super().__init__(**kwargs)
        self._codes, self._w = codes, kl_weight

    def hybrid_forward(self, F, logits):
        log_q = F.log_softmax(logits, axis=1)
        kl = F.sum(F.exp(log_q) * (log_q + math.log(self._codes)), axis=1)
        return self._w * F.mean(kl)


Net = UniformPriorKL
