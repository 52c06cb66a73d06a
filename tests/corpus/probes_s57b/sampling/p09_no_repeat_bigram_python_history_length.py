"""No-repeat bigram blocking over a history length fixed in `__init__`, with slice_axis columns, same-shape `==` and one_hot bans."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 5)]


class NoRepeatBigram(HybridBlock):
    def __init__(self, vocab=10, history_len=5, **kwargs):
        super(NoRepeatBigram, self).__init__(**kwargs)
        self.vocab = vocab
        self.history_len = history_len
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h, history):
        logits = self.proj(h)
        ids = F.floor(F.abs(history) * self.vocab)
        last = F.slice_axis(ids, axis=1, begin=-1, end=None)
        banned = F.zeros_like(logits)
        for t in range(self.history_len - 1):
            prev = F.slice_axis(ids, axis=1, begin=t, end=t + 1)
            nxt = F.slice_axis(ids, axis=1, begin=t + 1, end=t + 2)
            banned = banned + F.broadcast_mul(F.one_hot(nxt.reshape((-1,)), self.vocab), prev == last)
        return F.where(banned > 0, F.ones_like(logits) * -1e9, logits)


Net = NoRepeatBigram
