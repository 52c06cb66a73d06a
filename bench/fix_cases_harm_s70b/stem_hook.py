"""H503 sequential_classes: a forward hook on the subclass's instance returns a split"""
from mxnet.gluon import nn

INPUTS = [(2, 4)]


class Stem(nn.HybridSequential):
    def __init__(self, **kwargs):
        super(Stem, self).__init__(**kwargs)
        with self.name_scope():
            self.add(nn.Dense(4, flatten=False))


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.body = Stem()
        self.body.add(nn.HybridLambda(lambda F, x: F.split(x, 2, axis=1)))

    def hybrid_forward(self, F, x):
        y = self.body(x)
        a = y[0]
        return a + 1
