"""LSTNet skip-GRU ported from the PyTorch reference: `batch_size, channels, steps = c.shape`, then `c.reshape((batch_size, channels, pt, skip))` and `s.reshape((pt, batch_size * skip, channels))`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 12, 4)]


class ShapeSkipGRU(HybridBlock):
    def __init__(self, num_series=4, conv_hid=6, skip_hid=3, kernel=3, skip=2, **kwargs):
        super().__init__(**kwargs)
        self._skip = skip
        self._hid = skip_hid
        with self.name_scope():
            self.conv = nn.Conv2D(conv_hid, kernel_size=(kernel, num_series), in_channels=1, activation="relu")
            self.gru_skip = rnn.GRU(skip_hid, layout="TNC", input_size=conv_hid)
            self.fc = nn.Dense(num_series, in_units=skip * skip_hid)

    def hybrid_forward(self, F, x):
        c = self.conv(x.expand_dims(axis=1)).reshape((0, 0, -1))
        batch_size, channels, steps = c.shape
        pt = steps // self._skip
        s = F.slice_axis(c, axis=2, begin=steps - pt * self._skip, end=None)
        s = s.reshape((batch_size, channels, pt, self._skip)).transpose((2, 0, 3, 1))
        s = s.reshape((pt, batch_size * self._skip, channels))
        h = F.SequenceLast(self.gru_skip(s))
        return self.fc(h.reshape((batch_size, self._skip * self._hid)))


Net = ShapeSkipGRU
