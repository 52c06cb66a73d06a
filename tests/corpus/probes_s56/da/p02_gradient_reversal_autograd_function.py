"""DANN gradient reversal written as an `mx.autograd.Function` subclass and called inside `hybrid_forward`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class GradReverse(mx.autograd.Function):
    def __init__(self, coeff):
        super().__init__()
        self.coeff = coeff

    def forward(self, x):
        return x * 1.0

    def backward(self, dy):
        return -self.coeff * dy


class DomainHead(HybridBlock):
    def __init__(self, in_units=6, hidden=8, coeff=1.0, **kwargs):
        super().__init__(**kwargs)
        self.coeff = coeff
        with self.name_scope():
            self.disc = nn.HybridSequential()
            self.disc.add(nn.Dense(hidden, activation="relu", in_units=in_units), nn.Dense(1, in_units=hidden))

    def hybrid_forward(self, F, feat):
        return F.sigmoid(self.disc(GradReverse(self.coeff)(feat)))


Net = DomainHead
