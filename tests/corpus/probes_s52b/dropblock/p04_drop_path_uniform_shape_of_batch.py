"""Stochastic depth / drop path as in timm, applied whenever the rate is set (Monte-Carlo style, no training guard): per-sample keep by `floor(keep_prob + F.random.uniform(shape=(x.shape[0], 1, 1, 1)))`, residual branch divided by keep_prob."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, drop_path=0.0, channels=3, **kwargs):
        super().__init__(**kwargs)
        self.keep_prob = 1.0 - drop_path
        with self.name_scope():
            self.branch = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        y = self.branch(x)
        keep = F.floor(self.keep_prob + F.random.uniform(shape=(x.shape[0], 1, 1, 1)))
        return x + F.broadcast_mul(y / self.keep_prob, keep)
