"""CBOW over a sentence: for every position with a full context window (a loop from `window` to `x.shape[1] - window`), the surrounding embeddings concatenated and averaged, each predicted centre scored against the vocabulary, the scores stacked over positions."""
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=8, window=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab, self.window = vocab, window
        with self.name_scope():
            self.emb = nn.Embedding(vocab, 4)
            self.out = nn.Dense(vocab, in_units=4)

    def hybrid_forward(self, F, x):
        e = self.emb(F.floor((x + 1) * (self.vocab / 2.0 - 1e-3)))
        w = self.window
        scores = []
        for i in range(w, x.shape[1] - w):
            ctx = F.concat(e[:, i - w:i], e[:, i + 1:i + w + 1], dim=1).mean(axis=1)
            scores.append(self.out(ctx))
        return F.stack(*scores, axis=1)
