"""Hawkes log-likelihood whose padding mask compares `F.arange(times.shape[1])` with the per-sequence lengths."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6), (2,)]


class MaskedHawkesNLL(HybridBlock):
    def __init__(self, max_len=6, mu=0.2, alpha=0.8, beta=1.5, **kwargs):
        super().__init__(**kwargs)
        self.max_len, self.mu, self.alpha, self.beta = max_len, mu, alpha, beta

    def event_mask(self, F, times, lengths):
        steps = F.arange(times.shape[1]).reshape((1, -1))
        return F.broadcast_lesser(steps, lengths.reshape((-1, 1)))

    def hybrid_forward(self, F, gaps, raw_lengths):
        gaps = F.abs(gaps) + 0.05
        lengths = F.clip(F.round((raw_lengths + 1) * 3), 1, self.max_len)
        intensity = self.mu + self.alpha * F.exp(-self.beta * gaps)
        mask = self.event_mask(F, gaps, lengths)
        ll = F.sum(F.log(intensity) * mask, axis=1) - F.sum(intensity * gaps * mask, axis=1)
        return -ll


Net = MaskedHawkesNLL
