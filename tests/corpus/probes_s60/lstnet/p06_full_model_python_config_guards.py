"""Full LSTNet (reduced): conv, GRU, skip-GRU and highway parts; python `if`s on the configured skip and highway sizes and on the output function name, the parts' (N, D) outputs summed with plain `+`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 12, 4)]


class LSTNet(HybridBlock):
    def __init__(self, num_series=4, conv_hid=6, gru_hid=5, skip_hid=3, window=12, kernel=3, skip=2, hw=3,
                 output_fun="sigmoid", **kwargs):
        super().__init__(**kwargs)
        self._skip, self._hw, self._d = skip, hw, num_series
        self._pt = (window - kernel + 1) // skip if skip > 0 else 0
        self._skip_hid = skip_hid
        self._output_fun = output_fun
        with self.name_scope():
            self.conv = nn.Conv2D(conv_hid, kernel_size=(kernel, num_series), in_channels=1, activation="relu")
            self.gru = rnn.GRU(gru_hid, layout="TNC", input_size=conv_hid)
            self.fc = nn.Dense(num_series, in_units=gru_hid + skip * skip_hid)
            if skip > 0:
                self.gru_skip = rnn.GRU(skip_hid, layout="TNC", input_size=conv_hid)
            if hw > 0:
                self.highway = nn.Dense(1, in_units=hw)

    def hybrid_forward(self, F, x):
        c = self.conv(x.expand_dims(axis=1)).reshape((0, 0, -1))
        r = F.SequenceLast(self.gru(c.transpose((2, 0, 1))))
        if self._skip > 0:
            s = F.slice_axis(c, axis=2, begin=-self._pt * self._skip, end=None)
            s = s.reshape((0, 0, -4, self._pt, self._skip)).transpose((2, 0, 3, 1)).reshape((0, -3, 0))
            s = F.SequenceLast(self.gru_skip(s)).reshape((-1, self._skip * self._skip_hid))
            r = F.concat(r, s, dim=1)
        res = self.fc(r)
        if self._hw > 0:
            z = F.slice_axis(x, axis=1, begin=-self._hw, end=None).transpose((0, 2, 1))
            res = res + self.highway(z.reshape((-1, self._hw))).reshape((-1, self._d))
        if self._output_fun == "sigmoid":
            res = F.sigmoid(res)
        elif self._output_fun == "tanh":
            res = F.tanh(res)
        return res


Net = LSTNet
