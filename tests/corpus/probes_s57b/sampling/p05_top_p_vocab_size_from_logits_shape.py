"""Nucleus filtering whose one-hot depth is read from `logits.shape[-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class TopPFilter(HybridBlock):
    def __init__(self, vocab=10, top_p=0.8, **kwargs):
        super(TopPFilter, self).__init__(**kwargs)
        self.top_p = top_p
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h):
        logits = self.proj(h)
        probs = F.softmax(logits)
        sorted_probs = F.sort(probs, axis=-1, is_ascend=False)
        order = F.argsort(probs, axis=-1, is_ascend=False)
        remove_sorted = (F.cumsum(sorted_probs, axis=1) - sorted_probs) > self.top_p
        remove = F.batch_dot(remove_sorted.expand_dims(axis=1),
                             F.one_hot(order, logits.shape[-1])).reshape((0, -1))
        return F.where(remove > 0, F.ones_like(logits) * -1e9, logits)


Net = TopPFilter
