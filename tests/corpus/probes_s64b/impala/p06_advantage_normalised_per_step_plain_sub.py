"""IMPALA advantages normalised per time step across the batch: `(adv - F.mean(adv, axis=1, keepdims=True)) / (F.std-like + eps)` with plain `-` and `/` on (T, B) against (T, 1) keepdims statistics (the PyTorch code broadcast)."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3)]


class NormalisedAdvantages(HybridBlock):
    def hybrid_forward(self, F, rewards, values):
        adv = rewards - values
        mean = F.mean(adv, axis=1, keepdims=True)
        std = F.sqrt(F.mean(F.square(F.broadcast_sub(adv, mean)), axis=1, keepdims=True)) + 1e-5
        return (adv - mean) / std


Net = NormalisedAdvantages
