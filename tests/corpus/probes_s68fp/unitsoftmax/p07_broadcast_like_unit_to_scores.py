"""The (N, n, 1) matchability column spread to the (N, n, m) scores by broadcast_like before a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 6, 4)]


class SpreadMatch(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=4)
            self.match = nn.Dense(1, flatten=False, in_units=4)

    def hybrid_forward(self, F, a, b):
        sim = F.batch_dot(self.proj(a), self.proj(b), transpose_b=True)
        scores = F.log_softmax(sim, axis=-1)
        z = F.broadcast_like(self.match(a), scores)
        return scores + z


Net = SpreadMatch
