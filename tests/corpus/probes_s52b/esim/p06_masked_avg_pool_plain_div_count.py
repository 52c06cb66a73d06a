"""ESIM masked average pooling where the masked sum (B, D) is divided by the per-row token count (B, 1) with a plain `/`; the mask comes from `SequenceMask` of ones."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2,)]


class Net(HybridBlock):
    def __init__(self, hidden=8, max_len=7, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.compose = nn.Dense(hidden, flatten=False, activation="relu")

    def hybrid_forward(self, F, a, len_raw):
        length = F.floor(F.abs(len_raw) * (self.max_len - 1)) + 1
        v = self.compose(a)
        v = F.SequenceMask(v, sequence_length=length, use_sequence_length=True, axis=1)
        count = F.expand_dims(length, axis=1)
        return F.sum(v, axis=1) / count
