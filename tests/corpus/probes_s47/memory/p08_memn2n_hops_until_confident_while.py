"""Memory network that keeps hopping `while F.max(p) < self.threshold` (adaptive computation on the attention's confidence)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 3)]


class Net(HybridBlock):
    def __init__(self, vocab=10, dim=6, max_hops=3, threshold=0.9, **kwargs):
        super().__init__(**kwargs)
        self.max_hops, self.threshold = max_hops, threshold
        with self.name_scope():
            self.embed = nn.Embedding(vocab, dim)
            self.out = nn.Dense(vocab, in_units=dim)

    def hybrid_forward(self, F, raw_story, raw_query):
        m = F.sum(self.embed(F.clip(F.floor((raw_story + 1) * 5), 0, 9)), axis=2)
        u = F.sum(self.embed(F.clip(F.floor((raw_query + 1) * 5), 0, 9)), axis=1)
        hops = 0
        p = F.zeros((1,))
        while hops < self.max_hops and F.max(p) < self.threshold:
            p = F.softmax(F.batch_dot(m, u.expand_dims(2)).reshape((0, -1)))
            u = u + F.batch_dot(p.expand_dims(1), m).reshape((0, -1))
            hops += 1
        return self.out(u)
