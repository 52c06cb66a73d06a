"""A helper given `valid_length=` by keyword masks steps with F.SequenceMask when a length is given."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 2, 4), (2,)]


def _masked_mean(F, seq, valid_length=None):
    if valid_length is not None:
        seq = F.SequenceMask(seq, sequence_length=valid_length, use_sequence_length=True)
    return F.mean(seq, axis=0)


class Net(HybridBlock):
    def hybrid_forward(self, F, seq, lengths):
        lengths = F.clip(F.abs(lengths) * 3 + 1, 1, 3)
        return _masked_mean(F, seq, valid_length=lengths) + _masked_mean(F, seq=seq)
