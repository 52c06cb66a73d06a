"""LSTNet recurrent component: the (N, T, D) window as a one-channel image, a Conv2D over (kernel, D) steps, the height kept by `reshape((0, 0, -1))`, moved to TNC for a GRU, the last step taken by `slice_axis` and projected."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 12, 4)]


class LSTNetRecurrent(HybridBlock):
    def __init__(self, num_series=4, conv_hid=6, gru_hid=5, kernel=3, dropout=0.2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(conv_hid, kernel_size=(kernel, num_series), in_channels=1, activation="relu")
            self.dropout = nn.Dropout(dropout)
            self.gru = rnn.GRU(gru_hid, layout="TNC", input_size=conv_hid)
            self.fc = nn.Dense(num_series, in_units=gru_hid)

    def hybrid_forward(self, F, x):
        c = self.conv(x.expand_dims(axis=1))
        c = self.dropout(c.reshape((0, 0, -1)))
        r = self.gru(c.transpose((2, 0, 1)))
        last = F.slice_axis(r, axis=0, begin=-1, end=None)
        return self.fc(last.reshape((-3, 0)))


Net = LSTNetRecurrent
