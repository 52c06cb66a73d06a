"""Length mask `arange(T) < lengths` with T read from the features (`feats.shape[1]`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8, 6), (3,)]


def length_mask(F, feats, lengths):
    steps = F.arange(feats.shape[1]).reshape((1, -1))
    return F.broadcast_lesser(steps, lengths.reshape((-1, 1)))


class Net(HybridBlock):
    def __init__(self, units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=6)

    def hybrid_forward(self, F, feats, raw_len):
        lengths = 8 - F.floor(F.abs(raw_len) * 4)
        mask = length_mask(F, feats, lengths)
        h = F.broadcast_mul(self.proj(feats), mask.expand_dims(2))
        return F.broadcast_div(F.sum(h, axis=1), lengths.reshape((-1, 1)))
