"""Listwise softmax loss over padded lists: padded positions pushed to -1e9 by `SequenceMask(use_sequence_length=True, axis=1)` with the per-list valid lengths, padded labels zeroed the same way."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5), (3, 6), (3,)]


class Net(HybridBlock):
    def __init__(self, in_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, docs, labels, lengths):
        valid = F.clip(F.round(F.abs(lengths) * 6), 1, 6)
        s = self.scorer(docs).reshape((0, -1))
        s = F.SequenceMask(s, sequence_length=valid, use_sequence_length=True, value=-1e9, axis=1)
        y = F.SequenceMask(F.relu(labels), sequence_length=valid, use_sequence_length=True, value=0.0, axis=1)
        target = F.broadcast_div(y, F.sum(y, axis=1, keepdims=True) + 1e-6)
        return -F.sum(target * F.log_softmax(s, axis=1), axis=1)
