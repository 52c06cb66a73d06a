"""H505 a returned dict updated by a method before the read"""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.d5 = nn.Dense(5)
        self.d1 = nn.Dense(1)

    def parts(self, x):
        return {'a': self.d5(x), 'b': self.d1(x)}

    def hybrid_forward(self, F, x):
        d = self.parts(x)
        d.update(a=d['b'])
        return d['a'][:, -3:] * 2
