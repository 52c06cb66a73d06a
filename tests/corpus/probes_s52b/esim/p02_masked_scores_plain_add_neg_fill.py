"""ESIM attention with a premise/hypothesis padding mask: the hypothesis mask (B, Lb) gets `expand_dims(1)` and its `-1e9` fill is added to the (B, La, Lb) scores with a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 5, 6), (2, 5)]


class Net(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.project = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, a, b, b_valid):
        mask_b = b_valid > -0.5                              # (B, Lb) 1 for real tokens
        e = F.batch_dot(a, b, transpose_b=True)
        e = e + F.expand_dims((1 - mask_b) * -1e9, axis=1)
        a_tilde = F.batch_dot(F.softmax(e, axis=-1), b)
        return self.project(F.concat(a, a_tilde, a - a_tilde, a * a_tilde, dim=-1))
