"""Referring-expression head that picks the best box of the first image by `int(scores.argmax(axis=1)[0].asscalar())` and regresses a refinement for it."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5), (2, 6, 10)]


class BoxSelector(HybridBlock):
    def __init__(self, vocab=20, dim=8, **kwargs):
        super(BoxSelector, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.region = nn.Dense(dim, flatten=False, in_units=10)
            self.refine = nn.Dense(4, in_units=10)

    def hybrid_forward(self, F, words, regions):
        ids = F.clip(F.floor((words + 1) * 0.5 * self.vocab), 0, self.vocab - 1)
        p = self.embed(ids).mean(axis=1).expand_dims(axis=2)
        scores = F.batch_dot(self.region(regions), p).reshape((0, -1))
        best = int(scores.argmax(axis=1)[0].asscalar())
        chosen = F.slice_axis(regions, axis=1, begin=best, end=best + 1).reshape((0, -1))
        return scores, self.refine(chosen)


Net = BoxSelector
