"""FM that clips the ids only `if F.max(ids) >= self.vocab`, a defensive branch on a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class SafeFM(HybridBlock):
    def __init__(self, vocab=8, factors=4, **kwargs):
        super(SafeFM, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.embed = nn.Embedding(vocab, factors)

    def hybrid_forward(self, F, x):
        ids = F.floor((x + 1) * 5)
        if F.max(ids) >= self.vocab:
            ids = F.clip(ids, 0, self.vocab - 1)
        v = self.embed(ids)
        return 0.5 * F.sum(F.square(F.sum(v, axis=1)) - F.sum(F.square(v), axis=1), axis=1)


Net = SafeFM
