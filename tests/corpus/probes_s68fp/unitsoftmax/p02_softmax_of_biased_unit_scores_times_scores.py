"""Attention pooling whose author left softmax on its default (last) axis of the (N, T, 1) scores plus a
(N, T, 1) mask bias: every weight is 1, but `w * e` multiplies two (N, T, 1) arrays and hybridizes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5, 1)]


class BiasedPool(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(8, flatten=False, in_units=4)
            self.att = nn.Dense(1, flatten=False, in_units=8)

    def hybrid_forward(self, F, h, bias):
        e = self.att(F.tanh(self.proj(h)))
        w = F.softmax(e + bias)
        return F.sum(w * e, axis=1)


Net = BiasedPool
