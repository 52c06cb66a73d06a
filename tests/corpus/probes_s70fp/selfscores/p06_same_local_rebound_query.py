"""Legal: `q` is read before it is rebound to the first token's projection, which is the query; the keys
are the whole sequence's projection of the same array: (N, 1, T) scores beside an (N, 1, T) row."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, mask):
        h = self.proj(x)
        k = h
        h = h.slice_axis(axis=1, begin=0, end=1)
        scores = F.batch_dot(h, k, transpose_b=True)
        return scores + mask.expand_dims(1)
