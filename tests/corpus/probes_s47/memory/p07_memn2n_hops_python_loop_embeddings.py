"""End-to-end memory network: story sentences embedded by bag-of-words into input and output memories, `hops` (a constructor argument) python-looped attention reads, the query updated by addition."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 3)]


class MemN2N(HybridBlock):
    def __init__(self, vocab=10, dim=6, hops=3, **kwargs):
        super().__init__(**kwargs)
        self._hops = hops
        with self.name_scope():
            self.embed_a = nn.Embedding(vocab, dim)
            self.embed_c = nn.Embedding(vocab, dim)
            self.embed_q = nn.Embedding(vocab, dim)
            self.out = nn.Dense(vocab, in_units=dim)

    def hybrid_forward(self, F, story, query):
        m = F.sum(self.embed_a(story), axis=2)                         # (N, S, D)
        c = F.sum(self.embed_c(story), axis=2)
        u = F.sum(self.embed_q(query), axis=1)                         # (N, D)
        for _ in range(self._hops):
            p = F.softmax(F.batch_dot(m, u.expand_dims(2)).reshape((0, -1)))
            o = F.batch_dot(p.expand_dims(1), c).reshape((0, -1))
            u = u + o
        return self.out(u)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.memn2n = MemN2N()

    def hybrid_forward(self, F, raw_story, raw_query):
        to_ids = lambda r: F.clip(F.floor((r + 1) * 5), 0, 9)  # noqa: E731
        return self.memn2n(to_ids(raw_story), to_ids(raw_query))
