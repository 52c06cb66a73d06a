"""Attentive pooling with `alpha * h`: (N, 1, T) times (N, C, T) by the plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 7)]


class AttentivePool(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Conv1D(1, 1)

    def hybrid_forward(self, F, h):
        alpha = F.softmax(self.score(F.tanh(h)), axis=2)
        return F.sum(alpha * h, axis=2)


Net = AttentivePool
