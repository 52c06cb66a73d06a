"""A module helper takes the (T, T) mask through `**kw`, rewrites the item spread to the scores'
(B, T, T) by broadcast_like, then adds it with a plain `+`: both (B, T, T)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


def masked_scores(F, s, **kw):
    kw["bias"] = F.broadcast_like(F.expand_dims(kw["bias"], 0), s)
    return s + kw["bias"]


class KwMask(HybridBlock):
    def __init__(self, dim=4, length=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            mask = np.zeros((length, length), dtype="float32")
            mask[np.triu_indices(length, 1)] = -1e9
            self.bias = self.params.get_constant("bias", mask)
            self.q = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x, bias):
        s = F.batch_dot(self.q(x), x, transpose_b=True)
        return F.batch_dot(F.softmax(masked_scores(F, s, bias=bias), axis=-1), x)


Net = KwMask
