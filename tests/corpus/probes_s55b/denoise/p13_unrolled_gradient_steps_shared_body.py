"""Unrolled denoising (weight-shared recursion): `h = h - step * self.body(h)` repeated a configured number of times, the step size a python float."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 6, 6)]


class UnrolledDenoiser(HybridBlock):
    def __init__(self, features=4, iters=3, step=0.3, **kwargs):
        super().__init__(**kwargs)
        self.iters, self.step = iters, step
        with self.name_scope():
            self.body = nn.HybridSequential()
            self.body.add(nn.Conv2D(features, 3, padding=1, in_channels=1, activation="relu"),
                          nn.Conv2D(1, 3, padding=1, in_channels=features))

    def hybrid_forward(self, F, x):
        h = x
        for _ in range(self.iters):
            h = h - self.step * self.body(h)
        return h


Net = UnrolledDenoiser
