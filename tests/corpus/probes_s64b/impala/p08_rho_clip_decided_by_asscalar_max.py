"""IMPALA ratio clipping applied only when the batch's largest ratio exceeds the threshold, decided on the host by `F.max(rhos).asscalar()`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3)]


class HostDecidedClip(HybridBlock):
    def __init__(self, rho_bar=1.0, **kwargs):
        super().__init__(**kwargs)
        self._rho = rho_bar

    def hybrid_forward(self, F, log_rhos, td):
        rhos = F.exp(log_rhos)
        if F.max(rhos).asscalar() > self._rho:
            rhos = F.clip(rhos, 0, self._rho)
        return rhos * td


Net = HostDecidedClip
