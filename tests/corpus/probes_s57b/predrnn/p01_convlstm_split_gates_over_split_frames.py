"""ConvLSTM encoder: frames split over time (python horizon), gates from one conv split in four, zero state by zeros_like of a projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 8, 8)]


class ConvLSTMCell(HybridBlock):
    def __init__(self, in_channels, hidden, **kwargs):
        super(ConvLSTMCell, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4 * hidden, 3, padding=1, in_channels=in_channels + hidden)

    def hybrid_forward(self, F, x, h, c):
        gates = self.conv(F.concat(x, h, dim=1))
        i, f, o, g = F.split(gates, num_outputs=4, axis=1)
        c = F.sigmoid(f) * c + F.sigmoid(i) * F.tanh(g)
        h = F.sigmoid(o) * F.tanh(c)
        return h, c


class ConvLSTMEncoder(HybridBlock):
    def __init__(self, seq_len=4, hidden=6, **kwargs):
        super(ConvLSTMEncoder, self).__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.state_proj = nn.Conv2D(hidden, 1, in_channels=3)
            self.cell = ConvLSTMCell(3, hidden)

    def hybrid_forward(self, F, frames):
        steps = F.split(frames, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        h = F.zeros_like(self.state_proj(steps[0]))
        c = F.zeros_like(h)
        for t in range(self.seq_len):
            h, c = self.cell(steps[t], h, c)
        return h


Net = ConvLSTMEncoder
