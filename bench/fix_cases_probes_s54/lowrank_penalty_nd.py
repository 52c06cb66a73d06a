"""Low-rank layer that also returns its regulariser: the product of the factors' Frobenius norms (a nuclear-norm bound) computed with nd.norm on the factors inside the forward."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.U = self.params.get('U', shape=(5, 2))
            self.V = self.params.get('V', shape=(2, 4))

    def hybrid_forward(self, F, x, U, V):
        out = F.dot(F.dot(x, U), V)
        penalty = nd.norm(U) * nd.norm(V)
        return out, penalty
