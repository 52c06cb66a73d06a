"""QuartzNet masked conv in the NeMo style: a (N, T) mask built by `broadcast_lesser` of a configured `arange(T)` against the lengths, `expand_dims(1)` to (N, 1, T), multiplied with the (N, C, T) features by plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10), (2,)]


class NemoMaskedConv(HybridBlock):
    def __init__(self, channels=8, max_len=10, **kwargs):
        super(NemoMaskedConv, self).__init__(**kwargs)
        self._t = max_len
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, len_raw):
        lengths = F.floor((len_raw + 1) * 0.5 * (self._t - 1)) + 1
        mask = F.broadcast_lesser(F.arange(self._t).reshape((1, -1)), lengths.reshape((-1, 1)))
        return self.conv(x * mask.expand_dims(1))


Net = NemoMaskedConv
