"""Conformer subsampling with length masking: output lengths `floor((len - 1) / 2)`, the padded frame count taken by `int(F.max(out_len).asscalar())` to build a `SequenceMask`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 4), (2,)]


class MaskedSubsample(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super(MaskedSubsample, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(units, 3, strides=2, in_channels=4)

    def hybrid_forward(self, F, x, lengths):
        y = self.conv(x.transpose((0, 2, 1))).transpose((0, 2, 1))
        out_len = F.floor((F.abs(lengths) * 9 - 1) / 2)
        max_len = int(F.max(out_len).asscalar())
        y = F.slice_axis(y, axis=1, begin=0, end=max(max_len, 1))
        return F.SequenceMask(y, sequence_length=F.maximum(out_len, 1), use_sequence_length=True, axis=1)


Net = MaskedSubsample
