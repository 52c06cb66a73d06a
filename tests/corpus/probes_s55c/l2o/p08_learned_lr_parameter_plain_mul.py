"""Learned scalar step size: the (1,) `lr` Parameter multiplied into the (N, D) gradient with a plain `*`."""
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6)]


class LearnedLR(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lr = self.params.get("lr", shape=(1,), init=init.Constant(0.1))

    def hybrid_forward(self, F, x, lr):
        grad = 2.0 * x
        return x - lr * grad


Net = LearnedLR
