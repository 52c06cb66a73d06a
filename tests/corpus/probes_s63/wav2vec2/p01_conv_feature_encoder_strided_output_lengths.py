"""wav2vec 2.0 feature encoder: a stack of strided Conv1D layers built from a (channels, kernel, stride) config, GELU between them, and the output lengths of each utterance computed in the graph by `F.floor((lengths - k) / s) + 1` in a python loop over the same config."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 64), (2,)]


class FeatureEncoder(HybridBlock):
    def __init__(self, conv_layers=((8, 10, 5), (8, 3, 2)), **kwargs):
        super(FeatureEncoder, self).__init__(**kwargs)
        self._cfg = conv_layers
        with self.name_scope():
            self.convs = nn.HybridSequential()
            in_c = 1
            for c, k, s in conv_layers:
                self.convs.add(nn.Conv1D(c, k, strides=s, in_channels=in_c, use_bias=False))
                in_c = c

    def hybrid_forward(self, F, wav, len_raw):
        lengths = F.floor((len_raw + 1) * 0.5 * 16) + 48
        x = wav
        for conv in self.convs:
            x = F.LeakyReLU(conv(x), act_type="gelu")
        for _, k, s in self._cfg:
            lengths = F.floor((lengths - k) / s) + 1
        return x, lengths


Net = FeatureEncoder
