"""Variable-length records: valid samples counted in the graph (`sum(axis=1)` of a nonzero test), features moved to time-major and masked by `SequenceMask(use_sequence_length=True)`, mean over valid steps."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16)]


class MaskedMean(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(4, 3, padding=1)

    def hybrid_forward(self, F, ecg):
        length = F.sum(ecg > -0.5, axis=1)
        h = self.conv(ecg.expand_dims(1)).transpose((2, 0, 1))
        masked = F.SequenceMask(h, sequence_length=length, use_sequence_length=True)
        return F.broadcast_div(F.sum(masked, axis=0), length.reshape((-1, 1)) + 1e-6)


Net = MaskedMean
