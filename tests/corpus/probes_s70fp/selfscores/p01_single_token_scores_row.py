"""Legal: the scores of a single token against itself are (N, 1, 1) -- `expand_dims(1)` of an (N, C)
vector makes T provably 1 -- and the (N, 1, 1) bias reshaped from a per-sample flag is the same shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2,)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, flag):
        h = self.proj(x.expand_dims(1))
        scores = F.batch_dot(h, h, transpose_b=True)
        bias = (flag > 0).reshape((-1, 1, 1))
        return scores + bias
