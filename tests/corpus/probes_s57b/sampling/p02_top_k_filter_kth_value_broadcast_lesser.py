"""Top-k filtering: the k-th largest logit from `topk` (keepdims min) compared by broadcast_lesser, filtered logits by `F.where`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class TopKFilter(HybridBlock):
    def __init__(self, vocab=10, k=3, **kwargs):
        super(TopKFilter, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.proj = nn.Dense(vocab, in_units=8)

    def hybrid_forward(self, F, h):
        logits = self.proj(h)
        kth = F.min(F.topk(logits, k=self.k, ret_typ="value"), axis=-1, keepdims=True)
        remove = F.broadcast_lesser(logits, kth)
        filtered = F.where(remove, F.ones_like(logits) * -1e9, logits)
        return F.softmax(filtered)


Net = TopKFilter
