"""Stochastic depth (Huang et al.) over a python list of residual blocks with linearly decaying survival probabilities: in training a python coin (`random.random()`) skips a block, at inference each branch is scaled by its python survival probability."""
import random

from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, depth=3, channels=3, last_survival=0.5, **kwargs):
        super().__init__(**kwargs)
        self.survival = [1.0 - i / max(1, depth - 1) * (1.0 - last_survival) for i in range(depth)]
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for _ in range(depth):
                self.blocks.add(nn.Conv2D(channels, 3, padding=1, activation="relu"))

    def hybrid_forward(self, F, x):
        for block, p in zip(self.blocks, self.survival):
            if autograd.is_training():
                if random.random() < p:
                    x = x + block(x)
            else:
                x = x + p * block(x)
        return x
