"""Character-aware word encoder (Kim et al. 2016): characters of every word embedded after merging batch and words by the reshape code `(-3, 0)`, a char Conv1D with max over characters, two highway layers `t * relu(H(x)) + (1 - t) * x`, and the words split back by `(-4, -1, words, 0)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Highway(HybridBlock):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.transform = nn.Dense(units, in_units=units)
            self.gate = nn.Dense(units, in_units=units, bias_initializer="zeros")

    def hybrid_forward(self, F, x):
        t = F.sigmoid(self.gate(x) - 2.0)
        return t * F.relu(self.transform(x)) + (1 - t) * x


class Net(HybridBlock):
    def __init__(self, chars=30, char_dim=4, filters=6, words=5, layers=2, **kwargs):
        super().__init__(**kwargs)
        self.words = words
        with self.name_scope():
            self.char_emb = nn.Embedding(chars, char_dim)
            self.conv = nn.Conv1D(filters, 3, padding=1, in_channels=char_dim)
            self.highways = nn.HybridSequential()
            for _ in range(layers):
                self.highways.add(Highway(filters))

    def hybrid_forward(self, F, char_ids):
        e = self.char_emb(char_ids.reshape((-3, 0)))                 # (N*W, L, D)
        h = F.max(F.tanh(self.conv(e.transpose((0, 2, 1)))), axis=2)  # (N*W, filters)
        return self.highways(h).reshape((-4, -1, self.words, 0))
