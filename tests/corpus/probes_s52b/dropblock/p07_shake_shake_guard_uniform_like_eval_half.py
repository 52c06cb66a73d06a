"""Shake-Shake residual: per-sample alpha from `random.uniform_like` of a (B, 1, 1, 1) keepdims reduction under `autograd.is_training()`, mixed by `broadcast_mul`; the inference path is the plain average `0.5 * (b1 + b2)`."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.branch1 = nn.Conv2D(channels, 3, padding=1)
            self.branch2 = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        b1, b2 = self.branch1(x), self.branch2(x)
        if autograd.is_training():
            alpha = F.random.uniform_like(F.sum(b1, axis=(1, 2, 3), keepdims=True))
            mixed = F.broadcast_mul(alpha, b1) + F.broadcast_mul(1 - alpha, b2)
        else:
            mixed = 0.5 * (b1 + b2)
        return x + mixed
