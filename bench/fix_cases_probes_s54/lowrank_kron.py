"""Kronecker-factored weight (KronA-style): the full weight built from two small factors by broadcasting over reshaped copies, the reshapes sized from the factors' shapes."""
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.A = self.params.get('A', shape=(2, 3))
            self.B = self.params.get('B', shape=(2, 2))

    def hybrid_forward(self, F, x, A, B):
        a0, a1 = A.shape
        b0, b1 = B.shape
        W = F.broadcast_mul(A.reshape((a0, 1, a1, 1)), B.reshape((1, b0, 1, b1)))
        W = W.reshape((a0 * b0, a1 * b1))
        return F.dot(x, W, transpose_b=True)
