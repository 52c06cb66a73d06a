"""Shake-Shake (Gastaldi) residual: random per-sample alpha under `autograd.is_training()`, and at inference the constant 0.5 made by `F.full((x.shape[0], 1, 1, 1), 0.5)`, applied with `broadcast_mul` to the two branches."""
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
            alpha = F.random.uniform_like(F.mean(b1, axis=(1, 2, 3), keepdims=True))
        else:
            alpha = F.full((x.shape[0], 1, 1, 1), 0.5)
        return x + F.broadcast_mul(alpha, b1) + F.broadcast_mul(1 - alpha, b2)
