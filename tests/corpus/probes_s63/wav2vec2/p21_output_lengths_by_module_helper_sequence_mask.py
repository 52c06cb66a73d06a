"""wav2vec 2.0 feature encoder with the output lengths computed by a module-level helper `conv_out_lengths(F, lengths, layers)` (python loop over the (kernel, stride) config), the features transposed to time-major (T, N, C) and padded frames zeroed by `SequenceMask` with those lengths."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 48), (2,)]


def conv_out_lengths(F, lengths, layers):
    for kernel, stride in layers:
        lengths = F.floor((lengths - kernel) / stride) + 1
    return lengths


class MaskedEncoder(HybridBlock):
    def __init__(self, channels=4, layers=((8, 4), (3, 2)), **kwargs):
        super(MaskedEncoder, self).__init__(**kwargs)
        self._layers = layers
        with self.name_scope():
            self.convs = nn.HybridSequential()
            in_c = 1
            for k, s in layers:
                self.convs.add(nn.Conv1D(channels, k, strides=s, in_channels=in_c, activation="relu"))
                in_c = channels

    def hybrid_forward(self, F, wav, len_raw):
        lengths = conv_out_lengths(F, F.floor((len_raw + 1) * 8) + 32, self._layers)
        x = F.transpose(self.convs(wav), axes=(2, 0, 1))
        return F.SequenceMask(x, sequence_length=lengths, use_sequence_length=True), lengths


Net = MaskedEncoder
