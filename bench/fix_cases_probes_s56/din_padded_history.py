"""Padded behaviour histories: the valid length of each user's history, a mask from `F.arange(hist.shape[1])` against the lengths as a column, attention scores of the padding pushed to -inf before a softmax, and the pooled interest."""
from mxnet.gluon import nn


INPUTS = [(3, 4), (3, 6, 4), (3,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=4, use_bias=False)

    def hybrid_forward(self, F, cand, hist, length):
        length = F.floor((length + 1) * 0.5 * hist.shape[1]) + 1
        mask = F.arange(hist.shape[1]).reshape((1, -1)) < length.reshape((-1, 1))
        scores = F.batch_dot(hist, self.proj(cand).expand_dims(2)).reshape((0, -1))
        scores = F.where(mask, scores, F.ones_like(scores) * -1e9)
        w = F.softmax(scores, axis=1)
        return F.batch_dot(w.expand_dims(1), hist).reshape((0, -1))
