"""ESIM masked softmax through the operator's own lengths: `F.softmax(e, axis=-1, length=len_b, use_length=True)` with the (B,) hypothesis lengths broadcast over the premise axis by `broadcast_to` of a reshape-coded view."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 5, 6), (2,)]


class Net(HybridBlock):
    def __init__(self, max_len_a=7, max_len_b=5, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.max_len_a, self.max_len_b = max_len_a, max_len_b
        with self.name_scope():
            self.project = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, a, b, len_raw):
        len_b = F.floor(F.abs(len_raw) * (self.max_len_b - 1)) + 1
        len_b = F.broadcast_to(F.reshape(len_b, (-1, 1)), shape=(0, self.max_len_a))   # (B, La)
        e = F.batch_dot(a, b, transpose_b=True)
        att = F.softmax(e, axis=-1, length=len_b.astype("int32"), use_length=True)
        a_tilde = F.batch_dot(att, b)
        return self.project(F.concat(a, a_tilde, a - a_tilde, a * a_tilde, dim=-1))
