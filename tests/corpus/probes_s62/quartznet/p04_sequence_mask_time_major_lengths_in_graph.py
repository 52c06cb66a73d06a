"""QuartzNet padding mask: (N, C, T) features transposed time-major to (T, N, C), `F.SequenceMask(use_sequence_length=True, axis=0)` with lengths computed in the graph from an input vector, transposed back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10), (2,)]


class MaskedConv(HybridBlock):
    def __init__(self, channels=8, max_len=10, **kwargs):
        super(MaskedConv, self).__init__(**kwargs)
        self._t = max_len
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, len_raw):
        lengths = F.floor((len_raw + 1) * 0.5 * (self._t - 1)) + 1
        h = self.conv(x)
        masked = F.SequenceMask(F.transpose(h, axes=(2, 0, 1)), sequence_length=lengths,
                                use_sequence_length=True, axis=0)
        return F.transpose(masked, axes=(1, 2, 0)), lengths


Net = MaskedConv
