"""Per-track velocity normalisation: the track mean kept as (N, 1, P) by `keepdims=True` and subtracted by the plain `-` from (N, T, P)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 12)]


class VelocityNorm(HybridBlock):
    def hybrid_forward(self, F, vel):
        mean = F.mean(vel, axis=1, keepdims=True)
        return vel - mean


Net = VelocityNorm
