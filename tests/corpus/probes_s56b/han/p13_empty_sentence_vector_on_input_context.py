"""HAN document encoder that prepends a zero "empty sentence" vector created on the input's device with `ctx=sents.context`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5, 6)]


class DocEncoder(HybridBlock):
    def __init__(self, units=6, att=4, **kwargs):
        super(DocEncoder, self).__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.proj = nn.Dense(att, activation="tanh", flatten=False, in_units=units)
            self.context = nn.Dense(1, use_bias=False, flatten=False, in_units=att)

    def hybrid_forward(self, F, sents):
        empty = F.zeros((1, 1, self.units), ctx=sents.context)
        sents = F.concat(F.broadcast_like(empty, sents, lhs_axes=(0,), rhs_axes=(0,)), sents, dim=1)
        alpha = F.softmax(self.context(self.proj(sents)), axis=1)
        return F.sum(F.broadcast_mul(alpha, sents), axis=1)


Net = DocEncoder
