"""Shake-Shake residual whose alpha is a (B, 1, 1, 1) tensor (random in training, `0.5 * ones_like` of a keepdims mean at inference) multiplied into the (B, C, H, W) branches with a plain `*`."""
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
        ref = F.mean(b1, axis=(1, 2, 3), keepdims=True)
        alpha = F.random.uniform_like(ref) if autograd.is_training() else 0.5 * F.ones_like(ref)
        return x + alpha * b1 + (1 - alpha) * b2
