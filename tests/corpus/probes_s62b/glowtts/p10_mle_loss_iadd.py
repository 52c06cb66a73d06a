"""Glow-TTS MLE loss as the reference accumulates it: `loss = F.sum(logs)`, then `loss += 0.5 * F.sum(exp(-2 logs) * (z - m) ** 2)`, normalised by a configured frame count."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6), (2, 4, 6), (2, 4, 6)]


class MLELoss(HybridBlock):
    def __init__(self, n_frames=48, **kwargs):
        super().__init__(**kwargs)
        self._norm = float(n_frames)

    def hybrid_forward(self, F, z, m, logs):
        loss = F.sum(logs)
        loss += 0.5 * F.sum(F.exp(-2 * logs) * F.square(z - m))
        return loss / self._norm


Net = MLELoss
