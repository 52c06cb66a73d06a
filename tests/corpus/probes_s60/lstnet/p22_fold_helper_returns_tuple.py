"""LSTNet skip fold in a helper returning a pair, `s, pt = fold_period(F, c, self._period, self._steps)`: the python step count is computed from configured sizes and returned beside the folded tensor."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 12, 4)]


def fold_period(F, c, period, steps):
    pt = steps // period
    s = F.slice_axis(c, axis=2, begin=steps - pt * period, end=None)
    s = s.reshape((0, 0, -4, pt, period)).transpose((2, 0, 3, 1)).reshape((0, -3, 0))
    return s, pt


class TupleHelperSkip(HybridBlock):
    def __init__(self, num_series=4, conv_hid=6, skip_hid=3, window=12, kernel=3, period=2, **kwargs):
        super().__init__(**kwargs)
        self._period = period
        self._steps = window - kernel + 1
        self._hid = skip_hid
        with self.name_scope():
            self.conv = nn.Conv2D(conv_hid, kernel_size=(kernel, num_series), in_channels=1, activation="relu")
            self.gru = rnn.GRU(skip_hid, layout="TNC", input_size=conv_hid)
            self.fc = nn.Dense(num_series, in_units=period * skip_hid)

    def hybrid_forward(self, F, x):
        c = self.conv(x.expand_dims(axis=1)).reshape((0, 0, -1))
        s, pt = fold_period(F, c, self._period, self._steps)
        h = F.SequenceLast(self.gru(s))
        return self.fc(h.reshape((-1, self._period * self._hid))) / pt


Net = TupleHelperSkip
