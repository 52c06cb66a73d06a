"""Hand-written electrode dropout under `autograd.is_training()`: the keep mask is `random.uniform_like` of the (B, C, 1) time mean, compared with the python rate and applied with `broadcast_mul`."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 32)]


class Net(HybridBlock):
    def __init__(self, p=0.25, hidden=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.p = p
        with self.name_scope():
            self.conv = nn.Conv1D(hidden, 5, padding=2, activation="relu")
            self.classify = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        if autograd.is_training() and self.p > 0:
            keep = F.random.uniform_like(F.mean(x, axis=2, keepdims=True)) >= self.p
            x = F.broadcast_mul(x, keep) / (1 - self.p)
        return self.classify(F.mean(self.conv(x), axis=2))
