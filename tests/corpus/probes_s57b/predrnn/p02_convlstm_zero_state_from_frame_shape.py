"""ConvLSTM encoder whose zero state is `F.zeros((B, hidden, H, W))` with B, H, W read from the frames' `.shape`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 8, 8)]


class ConvLSTMEncoder(HybridBlock):
    def __init__(self, seq_len=4, hidden=6, **kwargs):
        super(ConvLSTMEncoder, self).__init__(**kwargs)
        self.seq_len = seq_len
        self.hidden = hidden
        with self.name_scope():
            self.conv = nn.Conv2D(4 * hidden, 3, padding=1, in_channels=3 + hidden)

    def hybrid_forward(self, F, frames):
        batch, _, _, height, width = frames.shape
        h = F.zeros((batch, self.hidden, height, width))
        c = F.zeros((batch, self.hidden, height, width))
        for x in F.split(frames, num_outputs=self.seq_len, axis=1, squeeze_axis=True):
            i, f, o, g = F.split(self.conv(F.concat(x, h, dim=1)), num_outputs=4, axis=1)
            c = F.sigmoid(f) * c + F.sigmoid(i) * F.tanh(g)
            h = F.sigmoid(o) * F.tanh(c)
        return h


Net = ConvLSTMEncoder
