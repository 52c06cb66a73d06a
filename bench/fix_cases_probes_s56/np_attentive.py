"""Attentive neural process: targets attend over the context points (queries and keys from x, values from the encoded pairs), scaled dot-product by `math.sqrt(k.shape[-1])`, and the batch size of the returned loss from `len(xt)`."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 5, 1), (2, 5, 1), (2, 3, 1), (2, 3, 1)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.qk = nn.Dense(4, in_units=1, flatten=False)
            self.val = nn.Dense(4, in_units=2, flatten=False)
            self.dec = nn.Dense(1, in_units=5, flatten=False)

    def hybrid_forward(self, F, xc, yc, xt, yt):
        q, k = self.qk(xt), self.qk(xc)
        v = self.val(F.concat(xc, yc, dim=2))
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(k.shape[-1]), axis=-1)
        pred = self.dec(F.concat(F.batch_dot(att, v), xt, dim=2))
        return ((pred - yt) ** 2).sum() / len(xt)
