"""DIN attention over a history of search queries encoded by a character CNN: the (N, T, L) character codes folded to (N * T, L) with the input's sizes, convolved and max-pooled, unfolded to (N, T, D), and the candidate tiled over `q.shape[1]` for the activation unit; weights (N, T, 1) times the (N, T, D) history."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=7, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, 3)
            self.conv = nn.Conv1D(4, 3, in_channels=3, activation='relu')
            self.att = nn.Dense(1, in_units=12, flatten=False)

    def hybrid_forward(self, F, cand, queries):
        n, t, l = queries.shape
        ids = F.floor((queries + 1) * (self.vocab / 2.0 - 1e-3)).reshape((n * t, l))
        q = self.conv(self.embed(ids).transpose((0, 2, 1))).max(axis=2).reshape((n, t, -1))
        c = cand.expand_dims(1).tile((1, q.shape[1], 1))
        w = F.sigmoid(self.att(F.concat(c, q, c * q, dim=2)))
        return (w * q).sum(axis=1)
