"""Conv2d subsampling (x4) of an ASR encoder: two stride-2 3x3 convolutions over (N, 1, T, F), channels folded into features by the reshape code `(0, 0, -3)` after a transpose, and the input lengths pushed through the same `floor((L - 3) / 2) + 1` arithmetic."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 16, 8), (2,)]


class Conv2dSubsampling(HybridBlock):
    def __init__(self, channels=4, num_bins=8, d_model=6, max_len=16, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.conv = nn.HybridSequential()
            self.conv.add(nn.Conv2D(channels, 3, strides=2, in_channels=1, activation="relu"),
                          nn.Conv2D(channels, 3, strides=2, in_channels=channels, activation="relu"))
            freq = ((num_bins - 3) // 2 + 1 - 3) // 2 + 1
            self.out = nn.Dense(d_model, flatten=False, in_units=channels * freq)

    def hybrid_forward(self, F, x, raw_lengths):
        lengths = F.round((raw_lengths + 1) * 0.5 * self.max_len)
        h = F.transpose(self.conv(x), axes=(0, 2, 1, 3))           # (N, T', C, F')
        h = self.out(h.reshape((0, 0, -3)))
        for _ in range(2):
            lengths = F.floor((lengths - 3) / 2) + 1
        return h, F.relu(lengths)


Net = Conv2dSubsampling
