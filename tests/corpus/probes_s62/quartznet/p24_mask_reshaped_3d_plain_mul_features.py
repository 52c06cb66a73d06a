"""QuartzNet mask made 3-D directly: `broadcast_lesser` of `arange(T).reshape((1, 1, -1))` and `lengths.reshape((-1, 1, 1))` gives (N, 1, T), multiplied with the (N, C, T) conv output by plain `*` (eagerly broadcast, traced elementwise on different shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 9), (2,)]


class ReshapedMaskConv(HybridBlock):
    def __init__(self, channels=8, max_len=9, **kwargs):
        super(ReshapedMaskConv, self).__init__(**kwargs)
        self._t = max_len
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x, len_raw):
        lengths = F.floor((len_raw + 1) * 0.5 * (self._t - 1)) + 1
        mask = F.broadcast_lesser(F.arange(self._t).reshape((1, 1, -1)), lengths.reshape((-1, 1, 1)))
        return F.relu(self.conv(x) * mask)


Net = ReshapedMaskConv
