"""No-repeat bigram blocking whose history length is `len(history[0])`: tokens that followed an earlier copy of the last token are banned."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 5)]


class NoRepeatBigram(HybridBlock):
    def __init__(self, vocab=10, **kwargs):
        super(NoRepeatBigram, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h, history):
        logits = self.proj(h)
        ids = F.floor(F.abs(history) * self.vocab)
        length = len(history[0])
        last = F.slice_axis(ids, axis=1, begin=length - 1, end=length)
        banned = F.zeros_like(logits)
        for t in range(length - 1):
            prev = F.slice_axis(ids, axis=1, begin=t, end=t + 1)
            nxt = F.slice_axis(ids, axis=1, begin=t + 1, end=t + 2)
            banned = banned + F.one_hot(nxt.reshape((-1,)), self.vocab) * (prev == last)
        return F.where(banned > 0, F.ones_like(logits) * -1e9, logits)


Net = NoRepeatBigram
