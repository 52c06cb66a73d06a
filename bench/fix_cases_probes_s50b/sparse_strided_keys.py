"""Strided sparse attention: every query attends to every second key, the keys taken with a stepped slice."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, stride=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._stride = stride
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=4, flatten=False)

    def hybrid_forward(self, F, x):
        h = self.proj(x)
        keys = h[:, ::self._stride]
        att = F.softmax(F.batch_dot(h, keys, transpose_b=True), axis=-1)
        return F.batch_dot(att, keys)
