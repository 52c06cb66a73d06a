"""SASRec's key padding mask: ids == 0 reshaped to `(B, 1, L)` by `ids.shape[0], ids.shape[1]` and subtracted as `scores - 1e9 * key_pad` from the (B, L, L) scores; the count of valid items read by `.asscalar()` to skip the mask on a batch without padding."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(dim, flatten=False, in_units=dim)
            self.k = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, seq):
        ids = F.round(F.abs(seq) * 3)
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True)
        key_pad = (ids == 0).reshape((ids.shape[0], 1, ids.shape[1]))
        if key_pad.sum().asscalar() > 0:
            scores = scores - 1e9 * key_pad
        return F.softmax(scores, axis=-1)
