"""SampleRNN sample-level MLP: samples quantised in the graph (`F.clip(F.floor((x + 1) / 2 * q_levels), 0, q_levels - 1)`), embedded by `nn.Embedding`, the window of the previous F samples taken by a Conv1D(kernel=F, no padding) over (N, E, T) embeddings, plus the upsampled frame conditioning (N, T - F + 1, H) of equal shape after a transpose, then Dense(flatten=False) layers to logits."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 19), (2, 16, 8)]


class SampleLevelMLP(HybridBlock):
    def __init__(self, frame_size=4, hidden=8, q_levels=16, embed=4, **kwargs):
        super().__init__(**kwargs)
        self._q = q_levels
        with self.name_scope():
            self.embedding = nn.Embedding(q_levels, embed)
            self.window = nn.Conv1D(hidden, frame_size, use_bias=False, in_channels=embed)
            self.hidden = nn.Dense(hidden, flatten=False, activation="relu")
            self.out = nn.Dense(q_levels, flatten=False)

    def hybrid_forward(self, F, x, cond):
        q = F.clip(F.floor((x + 1) / 2 * self._q), 0, self._q - 1)
        emb = self.embedding(q).transpose((0, 2, 1))
        h = self.window(emb).transpose((0, 2, 1)) + cond
        return self.out(self.hidden(h))


Net = SampleLevelMLP
