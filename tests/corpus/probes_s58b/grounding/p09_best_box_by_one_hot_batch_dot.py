"""Referring-expression head that selects each image's best box by a `one_hot` of the argmax over the configured region count and a `batch_dot` with the region features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6, 10)]


class BoxSelector(HybridBlock):
    def __init__(self, vocab=20, dim=8, num_regions=6, **kwargs):
        super(BoxSelector, self).__init__(**kwargs)
        self.vocab = vocab
        self.num_regions = num_regions
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.region = nn.Dense(dim, flatten=False, in_units=10)
            self.refine = nn.Dense(4, in_units=10)

    def hybrid_forward(self, F, words, regions):
        ids = F.clip(F.floor((words + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        p = self.embed(ids).mean(axis=1).expand_dims(axis=2)
        scores = F.batch_dot(self.region(regions), p).reshape((0, -1))
        sel = F.one_hot(F.argmax(scores, axis=1), self.num_regions).expand_dims(axis=1)
        chosen = F.batch_dot(sel, regions).reshape((0, -1))
        return scores, self.refine(chosen)


Net = BoxSelector
