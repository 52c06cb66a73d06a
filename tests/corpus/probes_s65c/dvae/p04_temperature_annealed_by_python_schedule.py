"""dVAE temperature annealed by a python schedule evaluated in `hybrid_forward`: `tau = max(self._tau_min, self._tau0 * math.exp(-self._rate * self.step))` from attributes the trainer updates, used to scale the logits before `F.softmax`."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3, 3)]


class AnnealedRelaxation(HybridBlock):
    def __init__(self, tau0=1.0, tau_min=0.0625, rate=1e-4, **kwargs):
        super().__init__(**kwargs)
        self._tau0, self._tau_min, self._rate = tau0, tau_min, rate
        self.step = 0

    def hybrid_forward(self, F, logits):
        tau = max(self._tau_min, self._tau0 * math.exp(-self._rate * self.step))
        return F.softmax(logits / tau, axis=1)


Net = AnnealedRelaxation
