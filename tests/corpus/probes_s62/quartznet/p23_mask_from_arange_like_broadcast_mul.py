"""QuartzNet masking without a configured length: time positions from `contrib.arange_like(h, axis=2)` reshaped to (1, 1, T), compared with (N, 1, 1) lengths by `broadcast_lesser`, and applied by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 9), (2,)]


class ArangeLikeMask(HybridBlock):
    def __init__(self, channels=8, max_len=9, **kwargs):
        super(ArangeLikeMask, self).__init__(**kwargs)
        self._t = max_len
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, len_raw):
        lengths = F.floor((len_raw + 1) * 0.5 * (self._t - 1)) + 1
        h = self.conv(x)
        steps = F.contrib.arange_like(h, axis=2).reshape((1, 1, -1))
        mask = F.broadcast_lesser(steps, lengths.reshape((-1, 1, 1)))
        return F.broadcast_mul(h, mask)


Net = ArangeLikeMask
