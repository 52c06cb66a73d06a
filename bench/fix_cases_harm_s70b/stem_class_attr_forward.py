"""H503 sequential_classes: the subclass sets forward as a class attribute (no def)"""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


def _split_forward(self, x):
    return nn.HybridSequential.forward(self, x).split(2, axis=1)


class Stem(nn.HybridSequential):
    forward = _split_forward

    def __init__(self, **kwargs):
        super(Stem, self).__init__(**kwargs)
        with self.name_scope():
            self.add(nn.Dense(4, flatten=False))


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.body = Stem()

    def hybrid_forward(self, F, x):
        y = self.body(x)
        return y[0] * 2
