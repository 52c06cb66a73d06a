"""Drop path applied whenever the rate is set: the per-sample uniform draw is `random.uniform_like` of the branch's (B, 1, 1, 1) keepdims mean, the keep mask `floor(keep_prob + u)`, applied with `broadcast_mul` (the default rate 0 keeps every sample)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class DropPath(HybridBlock):
    def __init__(self, rate=0.0, **kwargs):
        super().__init__(**kwargs)
        self.keep_prob = 1.0 - rate

    def hybrid_forward(self, F, x):
        u = F.random.uniform_like(F.mean(x, axis=(1, 2, 3), keepdims=True))
        keep = F.floor(self.keep_prob + u)
        return F.broadcast_mul(x / self.keep_prob, keep)


class Net(HybridBlock):
    def __init__(self, channels=3, rate=0.0, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.branch = nn.Conv2D(channels, 3, padding=1)
            self.drop_path = DropPath(rate)

    def hybrid_forward(self, F, x):
        return x + self.drop_path(self.branch(x))
