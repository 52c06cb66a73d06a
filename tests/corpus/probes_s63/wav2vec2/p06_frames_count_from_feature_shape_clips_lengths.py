"""wav2vec 2.0 encoder output lengths clipped to the number of frames actually produced: `frames = x.shape[2]` after the convolutions, then `F.minimum(lengths, frames)` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 40), (2,)]


class ClippedLengths(HybridBlock):
    def __init__(self, channels=4, kernel=10, stride=5, **kwargs):
        super(ClippedLengths, self).__init__(**kwargs)
        self._k, self._s = kernel, stride
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel, strides=stride, in_channels=1)

    def hybrid_forward(self, F, wav, len_raw):
        x = F.relu(self.conv(wav))
        lengths = F.floor((F.floor((len_raw + 1) * 20) + 20 - self._k) / self._s) + 1
        frames = x.shape[2]
        return x, F.minimum(lengths, frames)


Net = ClippedLengths
