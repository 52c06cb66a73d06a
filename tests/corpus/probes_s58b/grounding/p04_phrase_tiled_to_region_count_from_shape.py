"""Concat fusion: the phrase tiled over the regions with `tile(reps=(1, num_regions, 1))`, `num_regions = regions.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6, 10)]


class ConcatGrounder(HybridBlock):
    def __init__(self, vocab=20, dim=8, **kwargs):
        super(ConcatGrounder, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.mlp = nn.Dense(1, flatten=False, in_units=dim + 10)

    def hybrid_forward(self, F, words, regions):
        ids = F.clip(F.floor((words + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        phrase = self.embed(ids).mean(axis=1, keepdims=True)
        num_regions = regions.shape[1]
        tiled = F.tile(phrase, reps=(1, num_regions, 1))
        return self.mlp(F.concat(regions, tiled, dim=2)).reshape((0, -1))


Net = ConcatGrounder
