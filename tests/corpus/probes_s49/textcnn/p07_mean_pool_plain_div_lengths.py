"""Masked mean pooling whose division by the valid lengths is a plain `/` between the (N, E) sum and the (N, 1) lengths."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 7, 6), (4,)]


class Net(HybridBlock):
    def __init__(self, max_len=7, embed=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.proj = nn.Dense(embed, flatten=False, activation="tanh", in_units=embed)
            self.out = nn.Dense(classes, in_units=embed)

    def hybrid_forward(self, F, words, valid_len):
        valid_len = F.clip(F.ceil(F.abs(valid_len) * self.max_len), 1, self.max_len)
        h = F.SequenceMask(self.proj(words), sequence_length=valid_len, use_sequence_length=True, axis=1)
        return self.out(F.sum(h, axis=1) / valid_len.reshape((-1, 1)))
