"""Bag-of-embeddings sentence encoder: the non-padding tokens are counted in numpy and the masked sum divided by each count."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(3, 7, 4), (3, 7)]


class Net(nn.HybridBlock):
    def __init__(self, units=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, in_units=4, flatten=False)

    def hybrid_forward(self, F, tokens, token_ids):
        mask = token_ids > 0
        lengths = mask.sum(axis=1).asnumpy() + 1
        h = self.proj(tokens) * mask.expand_dims(2)
        return h.sum(axis=1) / mx.nd.array(lengths).reshape((-1, 1))
