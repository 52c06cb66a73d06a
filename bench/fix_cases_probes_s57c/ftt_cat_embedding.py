"""Categorical tokens of a tabular transformer: category ids per column shifted by the offsets of the earlier columns' cardinalities (`np.cumsum` held as an nd.array), one shared embedding, and the per-column bias added."""
import numpy as np
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, cards=(3, 4, 2), d=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cards = list(cards)
        with self.name_scope():
            self.emb = nn.Embedding(sum(cards), d)
            self.bias = self.params.get('bias', shape=(len(cards), d))

    def hybrid_forward(self, F, x_cat, bias):
        ids = F.floor((x_cat + 1) * 0.5 * 1.99)
        offsets = mx.nd.array(np.cumsum([0] + self.cards[:-1]))
        tokens = self.emb(F.broadcast_add(ids, offsets.reshape((1, -1))))
        return tokens + bias
