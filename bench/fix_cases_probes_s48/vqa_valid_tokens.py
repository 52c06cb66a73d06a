"""Question encoder with padding: token positions compared with each question's length to mask the mean."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, word_dim=3, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(hidden, in_units=word_dim, flatten=False)

    def hybrid_forward(self, F, words, length):
        valid = F.floor(F.abs(length) * 4) + 1
        positions = F.arange(words.shape[1]).reshape((1, -1))
        mask = positions < valid.reshape((-1, 1))
        h = F.relu(self.proj(words))
        h = F.broadcast_mul(h, mask.expand_dims(2))
        return F.broadcast_div(F.sum(h, axis=1), valid.reshape((-1, 1)))
