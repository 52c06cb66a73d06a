"""Concat fusion: the phrase broadcast over the regions by `broadcast_like(..., lhs_axes=(1,), rhs_axes=(1,))`, then a region scoring MLP."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6, 10)]


class ConcatGrounder(HybridBlock):
    def __init__(self, vocab=20, dim=8, **kwargs):
        super(ConcatGrounder, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(8, activation="relu", flatten=False, in_units=dim + 10),
                         nn.Dense(1, flatten=False, in_units=8))

    def hybrid_forward(self, F, words, regions):
        ids = F.clip(F.floor((words + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        phrase = self.embed(ids).mean(axis=1, keepdims=True)
        tiled = F.broadcast_like(phrase, regions, lhs_axes=(1,), rhs_axes=(1,))
        return self.mlp(F.concat(regions, tiled, dim=2)).reshape((0, -1))


Net = ConcatGrounder
