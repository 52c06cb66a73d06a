"""LSTNet skip-GRU: the last `skip * period` conv steps by `slice_axis`, time folded into (skip, period) with `reshape((0, 0, -4, -1, period))`, transposed so each phase of the period is its own sequence (TNC with N*period rows), the GRU's last state unfolded back to (N, period * hidden)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 12, 4)]


class SkipGRU(HybridBlock):
    def __init__(self, num_series=4, conv_hid=6, skip_hid=3, window=12, kernel=3, period=2, **kwargs):
        super().__init__(**kwargs)
        self._period = period
        self._pt = (window - kernel + 1) // period
        self._hid = skip_hid
        with self.name_scope():
            self.conv = nn.Conv2D(conv_hid, kernel_size=(kernel, num_series), in_channels=1, activation="relu")
            self.gru_skip = rnn.GRU(skip_hid, layout="TNC", input_size=conv_hid)
            self.fc = nn.Dense(num_series, in_units=period * skip_hid)

    def hybrid_forward(self, F, x):
        c = self.conv(x.expand_dims(axis=1)).reshape((0, 0, -1))
        s = F.slice_axis(c, axis=2, begin=-self._pt * self._period, end=None)
        s = s.reshape((0, 0, -4, self._pt, self._period))
        s = s.transpose((2, 0, 3, 1)).reshape((0, -3, 0))
        h = F.SequenceLast(self.gru_skip(s))
        return self.fc(h.reshape((-1, self._period * self._hid)))


Net = SkipGRU
