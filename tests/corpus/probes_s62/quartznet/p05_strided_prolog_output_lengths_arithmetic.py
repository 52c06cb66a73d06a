"""QuartzNet prolog C1 with stride 2: a strided separable conv and the sequence lengths updated in the graph as `floor((len + 2 * pad - k) / stride) + 1` from python kernel/stride/pad values, then `SequenceMask` on the subsampled time axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 21), (2,)]


class StridedProlog(HybridBlock):
    def __init__(self, channels=8, kernel=5, stride=2, max_len=21, **kwargs):
        super(StridedProlog, self).__init__(**kwargs)
        self._k, self._s, self._p, self._t = kernel, stride, kernel // 2, max_len
        with self.name_scope():
            self.dw = nn.Conv1D(channels, kernel, strides=stride, padding=kernel // 2, groups=channels,
                                in_channels=channels)
            self.pw = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x, len_raw):
        lengths = F.floor((len_raw + 1) * 0.5 * (self._t - 1)) + 1
        out_len = F.floor((lengths + 2 * self._p - self._k) / self._s) + 1
        h = F.relu(self.pw(self.dw(x)))
        h = F.SequenceMask(h.transpose((2, 0, 1)), sequence_length=out_len, use_sequence_length=True)
        return h.transpose((1, 2, 0)), out_len


Net = StridedProlog
