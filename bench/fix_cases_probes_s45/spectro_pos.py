"""Spectrogram encoder with learned absolute positions over the frames it is given."""
from mxnet.gluon import nn


INPUTS = [(2, 7, 5)]


class Net(nn.HybridBlock):
    def __init__(self, n_mels=5, units=6, max_len=32, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, in_units=n_mels, flatten=False)
            self.pos = nn.Embedding(max_len, units)

    def hybrid_forward(self, F, spec):
        steps = F.arange(spec.shape[1])
        return self.proj(spec) + self.pos(steps).expand_dims(0)
