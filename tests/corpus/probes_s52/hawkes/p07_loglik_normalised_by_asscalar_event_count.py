"""Hawkes log-likelihood averaged per observed event, the event count read with `mask.sum().asscalar()`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6), (2, 6)]


class PerEventNLL(HybridBlock):
    def __init__(self, mu=0.3, alpha=0.5, beta=2.0, **kwargs):
        super().__init__(**kwargs)
        self.mu, self.alpha, self.beta = mu, alpha, beta

    def hybrid_forward(self, F, gaps, observed):
        gaps = F.abs(gaps) + 0.05
        mask = observed > 0
        intensity = self.mu + self.alpha * F.exp(-self.beta * gaps)
        ll = F.log(intensity) * mask - intensity * gaps * mask
        n_events = max(mask.sum().asscalar(), 1.0)
        return -F.sum(ll) / n_events


Net = PerEventNLL
