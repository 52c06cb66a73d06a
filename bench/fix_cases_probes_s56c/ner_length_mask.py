"""Tagger over padded sentences: lengths from the second input, a (1, T) arange of `x.shape[1]` compared with `<` against the (B, 1) lengths, and the emissions masked by `*` (B, T, 1) with (B, T, K)."""
from mxnet.gluon import nn


INPUTS = [(2, 6, 4), (2,)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.emit = nn.Dense(5, in_units=4, flatten=False)

    def hybrid_forward(self, F, x, lengths):
        T = x.shape[1]
        lengths = F.floor(F.abs(lengths) * T) + 1
        mask = F.arange(T).reshape((1, -1)) < lengths.reshape((-1, 1))
        scores = self.emit(x)
        return scores * mask.expand_dims(2)
