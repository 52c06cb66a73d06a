"""IMPALA V-trace with optional clipping thresholds (`clip_rho_threshold=None` disables it): python `if self._rho is not None` chooses `F.clip` or the raw ratios; `F is nd`-free and traced once."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3)]


class OptionalClip(HybridBlock):
    def __init__(self, clip_rho_threshold=1.0, clip_pg_rho_threshold=None, **kwargs):
        super().__init__(**kwargs)
        self._rho, self._pg = clip_rho_threshold, clip_pg_rho_threshold

    def hybrid_forward(self, F, log_rhos, td):
        rhos = F.exp(log_rhos)
        clipped = F.clip(rhos, 0, self._rho) if self._rho is not None else rhos
        if self._pg is not None:
            pg = F.clip(rhos, 0, self._pg)
        else:
            pg = rhos
        return clipped * td, pg * td


Net = OptionalClip
