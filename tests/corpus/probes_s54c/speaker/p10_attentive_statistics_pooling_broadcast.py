"""Attentive statistics pooling (ECAPA style): frame scores by a 1x1 `Conv1D`, softmax over time, weighted mean by `broadcast_mul` and `sum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 7)]


class AttentiveStats(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Conv1D(1, 1)

    def hybrid_forward(self, F, h):
        alpha = F.softmax(self.score(F.tanh(h)), axis=2)
        mu = F.sum(F.broadcast_mul(alpha, h), axis=2)
        sq = F.sum(F.broadcast_mul(alpha, F.square(h)), axis=2)
        return F.concat(mu, F.sqrt(F.relu(sq - F.square(mu)) + 1e-5), dim=1)


Net = AttentiveStats
