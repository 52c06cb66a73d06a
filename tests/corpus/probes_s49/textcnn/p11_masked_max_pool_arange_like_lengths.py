"""Masked max-over-time of a BiGRU-free text encoder: positions from `F.contrib.arange_like(h, axis=1)`, a (N, T) mask by `broadcast_lesser` against the lengths, padded steps pushed to -1e4 by `F.where` on a `broadcast_like` mask, then max over time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 7, 6), (4,)]


class Net(HybridBlock):
    def __init__(self, max_len=7, embed=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.conv = nn.Conv1D(embed, 3, padding=1, in_channels=embed)
            self.out = nn.Dense(classes, in_units=embed)

    def hybrid_forward(self, F, words, lengths):
        lengths = F.clip(F.ceil(F.abs(lengths) * self.max_len), 1, self.max_len)
        h = F.relu(self.conv(words.transpose((0, 2, 1)))).transpose((0, 2, 1))   # (N, T, E)
        steps = F.contrib.arange_like(h, axis=1)
        mask = F.broadcast_lesser(steps.reshape((1, -1)), lengths.reshape((-1, 1)))
        mask = F.broadcast_like(mask.expand_dims(2), h)
        return self.out(F.max(F.where(mask, h, F.ones_like(h) * -1e4), axis=1))
