"""Nucleus (top-p) filtering: probabilities sorted descending, an exclusive `cumsum` (cumsum minus the column), the removal mask returned to vocabulary order through the argsort's one-hot."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class TopPFilter(HybridBlock):
    def __init__(self, vocab=10, top_p=0.8, **kwargs):
        super(TopPFilter, self).__init__(**kwargs)
        self.top_p = top_p
        self.vocab = vocab
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h):
        logits = self.proj(h)
        probs = F.softmax(logits)
        sorted_probs = F.sort(probs, axis=-1, is_ascend=False)
        order = F.argsort(probs, axis=-1, is_ascend=False)
        cum = F.cumsum(sorted_probs, axis=1) - sorted_probs
        remove_sorted = cum > self.top_p
        # back to vocabulary order: remove[b, v] = sum_j remove_sorted[b, j] * (order[b, j] == v)
        remove = F.batch_dot(remove_sorted.expand_dims(axis=1), F.one_hot(order, self.vocab)).reshape((0, -1))
        return F.where(remove > 0, F.ones_like(logits) * -1e9, logits)


Net = TopPFilter
