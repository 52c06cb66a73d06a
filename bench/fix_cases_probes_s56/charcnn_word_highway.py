"""Character-aware language model (Kim et al.): (N, words, chars) codes folded to (N * words, chars) with the input's sizes, char embeddings convolved and max-pooled, highway layers, and the word vectors unfolded to (n, words, -1)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 7)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=8, layers=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, 4)
            self.conv = nn.Conv1D(5, 3, in_channels=4, activation='tanh')
            self.proj = nn.HybridSequential()
            self.gate = nn.HybridSequential()
            for _ in range(layers):
                self.proj.add(nn.Dense(5, in_units=5, activation='relu'))
                self.gate.add(nn.Dense(5, in_units=5, activation='sigmoid'))

    def hybrid_forward(self, F, chars):
        n, words, length = chars.shape
        ids = F.floor((chars + 1) * (self.vocab / 2.0 - 1e-3)).reshape((n * words, length))
        h = self.conv(self.embed(ids).transpose((0, 2, 1))).max(axis=2)
        for proj, gate in zip(self.proj, self.gate):
            t = gate(h)
            h = t * proj(h) + (1 - t) * h
        return h.reshape((n, words, -1))
