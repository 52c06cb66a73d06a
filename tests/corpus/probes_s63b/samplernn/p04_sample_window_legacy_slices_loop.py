"""SampleRNN sample-level MLP that builds the window of previous samples with legacy slices, `emb[:, t:t + F]` reshaped `(0, -1)` for each output step t in a python loop over the configured length, stacked on axis 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7)]


class SlicedWindowMLP(HybridBlock):
    def __init__(self, frame_size=4, seq_len=7, q_levels=16, embed=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._f, self._t, self._q = frame_size, seq_len, q_levels
        with self.name_scope():
            self.embedding = nn.Embedding(q_levels, embed)
            self.hidden = nn.Dense(hidden, activation="relu")

    def hybrid_forward(self, F, x):
        emb = self.embedding(F.clip(F.floor((x + 1) / 2 * self._q), 0, self._q - 1))
        steps = [self.hidden(emb[:, t:t + self._f].reshape((0, -1))) for t in range(self._t - self._f + 1)]
        return F.stack(*steps, axis=1)


Net = SlicedWindowMLP
