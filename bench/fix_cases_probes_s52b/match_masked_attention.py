"""Decomposable-attention alignment with padded keys: scores of padding positions pushed to -1e9 before the softmax."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 5, 3), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.attend = nn.Dense(hidden, in_units=3, flatten=False, activation="relu")

    def hybrid_forward(self, F, a, b, b_valid):
        scores = F.batch_dot(self.attend(a), self.attend(b), transpose_b=True)
        mask = (b_valid > -0.5).expand_dims(1)
        scores = scores - 1e9 * (1 - mask)
        beta = F.batch_dot(F.softmax(scores, axis=-1), b)
        return F.concat(a, beta, dim=-1)
