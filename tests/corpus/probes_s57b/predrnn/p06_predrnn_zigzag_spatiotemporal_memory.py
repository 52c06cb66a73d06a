"""PredRNN-style stack: the spatiotemporal memory M flows zigzag from the top layer at t-1 to the bottom layer at t; c and m fused by a 1x1 conv over their concat."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 6, 6)]


class STLSTMCell(HybridBlock):
    def __init__(self, in_channels, hidden, **kwargs):
        super(STLSTMCell, self).__init__(**kwargs)
        with self.name_scope():
            self.conv_x = nn.Conv2D(7 * hidden, 3, padding=1, in_channels=in_channels)
            self.conv_h = nn.Conv2D(4 * hidden, 3, padding=1, in_channels=hidden)
            self.conv_m = nn.Conv2D(3 * hidden, 3, padding=1, in_channels=hidden)
            self.conv_o = nn.Conv2D(hidden, 3, padding=1, in_channels=2 * hidden)
            self.fuse = nn.Conv2D(hidden, 1, in_channels=2 * hidden)

    def hybrid_forward(self, F, x, h, c, m):
        i_x, f_x, g_x, i_xp, f_xp, g_xp, o_x = F.split(self.conv_x(x), num_outputs=7, axis=1)
        i_h, f_h, g_h, o_h = F.split(self.conv_h(h), num_outputs=4, axis=1)
        i_m, f_m, g_m = F.split(self.conv_m(m), num_outputs=3, axis=1)
        c_new = F.sigmoid(f_x + f_h + 1.0) * c + F.sigmoid(i_x + i_h) * F.tanh(g_x + g_h)
        m_new = F.sigmoid(f_xp + f_m + 1.0) * m + F.sigmoid(i_xp + i_m) * F.tanh(g_xp + g_m)
        mem = F.concat(c_new, m_new, dim=1)
        o = F.sigmoid(o_x + o_h + self.conv_o(mem))
        h_new = o * F.tanh(self.fuse(mem))
        return h_new, c_new, m_new


class PredRNN(HybridBlock):
    def __init__(self, seq_len=3, hidden=4, num_layers=2, **kwargs):
        super(PredRNN, self).__init__(**kwargs)
        self.seq_len = seq_len
        self.num_layers = num_layers
        with self.name_scope():
            self.stem = nn.Conv2D(hidden, 1, in_channels=2)
            self.cells = nn.HybridSequential()
            for _ in range(num_layers):
                self.cells.add(STLSTMCell(hidden, hidden))
            self.head = nn.Conv2D(2, 1, in_channels=hidden)

    def hybrid_forward(self, F, frames):
        steps = F.split(frames, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        zero = F.zeros_like(self.stem(steps[0]))
        hs = [zero] * self.num_layers
        cs = [zero] * self.num_layers
        m = zero
        outs = []
        for t in range(self.seq_len):
            x = self.stem(steps[t])
            for l in range(self.num_layers):
                hs[l], cs[l], m = self.cells[l](x if l == 0 else hs[l - 1], hs[l], cs[l], m)
            outs.append(self.head(hs[-1]))
        return F.stack(*outs, axis=1)


Net = PredRNN
