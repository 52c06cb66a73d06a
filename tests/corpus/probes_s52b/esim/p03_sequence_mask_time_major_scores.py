"""ESIM masked softmax by `F.SequenceMask`: the (B, La, Lb) scores are made (Lb, B, La) by transpose so the hypothesis lengths mask the leading axis with value `-1e9`, transposed back and softmaxed; lengths come from an input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 5, 6), (2,)]


class Net(HybridBlock):
    def __init__(self, max_len_b=5, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self.max_len_b = max_len_b
        with self.name_scope():
            self.project = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, a, b, len_raw):
        len_b = F.floor(F.abs(len_raw) * (self.max_len_b - 1)) + 1        # 1..Lb
        e = F.batch_dot(a, b, transpose_b=True)
        e = F.SequenceMask(F.transpose(e, axes=(2, 0, 1)), sequence_length=len_b,
                           use_sequence_length=True, value=-1e9)
        att = F.softmax(F.transpose(e, axes=(1, 2, 0)), axis=-1)
        a_tilde = F.batch_dot(att, b)
        return self.project(F.concat(a, a_tilde, a - a_tilde, a * a_tilde, dim=-1))
