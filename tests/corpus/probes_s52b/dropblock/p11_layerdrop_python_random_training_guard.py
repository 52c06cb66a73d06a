"""LayerDrop (Fan et al.) with a python coin under `autograd.is_training()`: `random.random() < self.drop_prob` skips a layer only in training; at inference every layer runs."""
import random

from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, depth=3, hidden=6, drop_prob=0.2, **kwargs):
        super().__init__(**kwargs)
        self.drop_prob = drop_prob
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(depth):
                self.layers.add(nn.Dense(hidden, activation="tanh"))

    def hybrid_forward(self, F, x):
        for layer in self.layers:
            if autograd.is_training() and random.random() < self.drop_prob:
                continue
            x = x + layer(x)
        return x
