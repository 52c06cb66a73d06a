"""Capsule reconstruction decoder: the longest capsule kept by a one-hot mask, flattened for the decoder."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, num_caps=3, caps_dim=4, hidden=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.decoder = nn.Dense(hidden, in_units=num_caps * caps_dim)

    def hybrid_forward(self, F, v):
        lengths = F.sqrt(F.sum(F.square(v), axis=-1))
        mask = F.one_hot(F.argmax(lengths, axis=1), lengths.shape[1])
        masked = v * mask.expand_dims(-1)
        return F.sigmoid(self.decoder(masked.reshape((v.shape[0], -1))))
