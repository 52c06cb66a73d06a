"""ConvGRU over frames split with `SliceChannel` (split's old name), reset/update gates split from one conv, state from zeros_like of a projection."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 2, 6, 6)]


class ConvGRU(HybridBlock):
    def __init__(self, seq_len=3, hidden=4, **kwargs):
        super(ConvGRU, self).__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.proj = nn.Conv2D(hidden, 1, in_channels=2)
            self.gates = nn.Conv2D(2 * hidden, 3, padding=1, in_channels=2 + hidden)
            self.cand = nn.Conv2D(hidden, 3, padding=1, in_channels=2 + hidden)

    def hybrid_forward(self, F, frames):
        steps = F.SliceChannel(frames, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        h = F.zeros_like(self.proj(steps[0]))
        for t in range(self.seq_len):
            x = steps[t]
            r, z = F.split(F.sigmoid(self.gates(F.concat(x, h, dim=1))), num_outputs=2, axis=1)
            n = F.tanh(self.cand(F.concat(x, r * h, dim=1)))
            h = (1 - z) * h + z * n
        return h


Net = ConvGRU
