"""LSTNet head folding the skip-GRU's (N * skip, H) states back per series with `reshape((len(x), -1))`: `len` of the input window, the batch size eagerly."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 12, 4)]


class LenSkipHead(HybridBlock):
    def __init__(self, num_series=4, conv_hid=6, skip_hid=3, window=12, kernel=3, skip=2, **kwargs):
        super().__init__(**kwargs)
        self._skip = skip
        self._pt = (window - kernel + 1) // skip
        with self.name_scope():
            self.conv = nn.Conv2D(conv_hid, kernel_size=(kernel, num_series), in_channels=1, activation="relu")
            self.gru_skip = rnn.GRU(skip_hid, layout="TNC", input_size=conv_hid)
            self.fc = nn.Dense(num_series, flatten=False)

    def hybrid_forward(self, F, x):
        c = self.conv(x.expand_dims(axis=1)).reshape((0, 0, -1))
        s = F.slice_axis(c, axis=2, begin=-self._pt * self._skip, end=None)
        s = s.reshape((0, 0, -4, self._pt, self._skip)).transpose((2, 0, 3, 1)).reshape((0, -3, 0))
        h = F.SequenceLast(self.gru_skip(s))
        return self.fc(h.reshape((len(x), -1)))


Net = LenSkipHead
